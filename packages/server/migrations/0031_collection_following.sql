-- Following collections into workspaces, suggesting them by e-mail, and a collection's sharing
-- options and shared link (spec 001 §4, §6, §7; issue 23).

-- The sharing type: private (no new follows, suggestions or link), unlisted (the default: its
-- link's token lets the holder read it), unlistedPublish. Before following existed every
-- collection said 'private' without meaning it, so they all become the default.
update collections set sharing_type = 'unlisted' where sharing_type = 'private';
alter table collections alter column sharing_type set default 'unlisted';
alter table collections add constraint collections_sharing_type
  check (sharing_type in ('private', 'unlisted', 'unlistedPublish'));
-- Locked to its workspace: not followed into other workspaces, nor suggested.
alter table collections add column locked_to_workspace boolean not null default false;
-- The shared link: its token (unique while set), what it shows, when it was made.
alter table collections add column shared_link_token text;
alter table collections add column shared_link_mode text;
alter table collections add column shared_link_fields jsonb not null default '[]';
alter table collections add column shared_link_generated_at timestamptz;
create unique index collections_shared_link_token on collections (shared_link_token)
  where shared_link_token is not null;

-- A workspace following a collection of another workspace: its members read it (role follower).
create table collection_follows (
  collection_id text not null references collections (id) on delete cascade,
  workspace_id text not null references workspaces (id) on delete cascade,
  followed_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  primary key (collection_id, workspace_id)
);
create index collection_follows_workspace on collection_follows (workspace_id, last_accessed_at);

-- A collection suggested to someone by e-mail; while active it lets them read it (role follower).
create table collection_suggestions (
  id text primary key,
  collection_id text not null references collections (id) on delete cascade,
  email text not null,
  user_id text references users (id) on delete cascade,
  suggested_by text references users (id) on delete set null,
  message text,
  status text not null default 'active'
    check (status in ('active', 'ignored', 'copied', 'followed')),
  created_at timestamptz not null default now()
);
create index collection_suggestions_email on collection_suggestions (lower(email), status);
create index collection_suggestions_user on collection_suggestions (user_id, status);
create index collection_suggestions_collection on collection_suggestions (collection_id, status);
