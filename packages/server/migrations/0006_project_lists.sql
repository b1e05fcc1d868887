-- A person's starred lists of projects: a name, the tags that pick its projects, and an order.
create table starred_project_lists (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  name text not null,
  tags jsonb not null default '[]',
  sorting_mode text,
  created_at timestamptz not null default now()
);
create index starred_project_lists_owner on starred_project_lists (workspace_id, user_id, created_at);

-- Per-person settings of a project, by key (assistantDismissed, …).
create table project_preferences (
  project_id text not null references projects (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  key text not null,
  value text,
  updated_at timestamptz not null default now(),
  primary key (project_id, user_id, key)
);
