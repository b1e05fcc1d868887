-- Invitations into a workspace (issue 17, item 11). Being invited no longer makes anyone a member:
-- the invitation waits, shown to the workspace's admins as a pending member, until the invited
-- person accepts it in the app (or, for an account the invitation itself made, signs in for the
-- first time); declining removes it. Until then they read nothing of the workspace. An invitation
-- holds a licence as a member does, so that what an inviter sees never tells whether the address
-- already had an account.
create table workspace_invitations (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('guest', 'follower', 'viewer', 'collaborator', 'editor',
    'creator', 'workspaceCreatorAdmin', 'member')),
  membership text not null check (membership in ('member', 'guest')),
  -- The account was made for this invitation: its first sign-in accepts it.
  accept_on_sign_in boolean not null default false,
  invited_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (workspace_id, user_id)
);
create index workspace_invitations_user on workspace_invitations (user_id, created_at desc);
