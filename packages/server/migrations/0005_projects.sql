create table projects (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  project_name text not null,
  number text,
  phase text,
  status text not null default 'active' check (status in ('active', 'archived')),
  address jsonb,
  location text,
  base_budget bigint not null default 0 check (base_budget >= 0),
  area numeric not null default 0 check (area >= 0),
  area_unit text not null default 'feet' check (area_unit in ('feet', 'meter')),
  power_density numeric not null default 0 check (power_density >= 0),
  source_library_id text,
  project_color text,
  project_icon text,
  is_shared boolean not null default false,
  rows_count integer not null default 0,
  tags jsonb not null default '[]',
  creator_id text not null references users (id),
  created_at timestamptz not null default now(),
  last_modified timestamptz not null default now()
);
create index projects_workspace on projects (workspace_id, status, created_at desc);
create index projects_name_trgm on projects using gin (lower(project_name) gin_trgm_ops);

-- When each person last opened each project, for the "recently accessed" order.
create table project_accesses (
  project_id text not null references projects (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  accessed_at timestamptz not null default now(),
  primary key (project_id, user_id)
);
