-- Project shares waiting on an invitation (issue 17, item 11). Sharing a project with someone
-- outside its workspace no longer makes them a guest at once: they get an invitation into the
-- workspace (workspace_invitations, a guest one unless they were invited already) carrying the
-- project and the role shared. Accepting it makes them a member or guest and turns these rows into
-- project_permissions; declining or withdrawing the invitation removes them with it. Until then
-- they read nothing of the project, and its people list shows them pending with their address only,
-- as it shows an address without an account, so the list never tells which had one.
create table project_invitations (
  project_id text not null references projects (id) on delete cascade,
  user_id text not null,
  workspace_id text not null,
  role text not null check (role in ('viewer', 'collaborator', 'editor', 'creator')),
  invited_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (project_id, user_id),
  foreign key (workspace_id, user_id)
    references workspace_invitations (workspace_id, user_id) on delete cascade
);
create index project_invitations_invitation on project_invitations (workspace_id, user_id);
