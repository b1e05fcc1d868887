-- Issues of a project's schedule: each version owns a frozen copy of the rows (a schedule of kind
-- 'version'), taken in one snapshot so that it holds exactly what was committed at that moment.
create table project_versions (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  schedule_id text not null references schedules (id) on delete cascade,
  title text not null,
  short_name text,
  version_date timestamptz not null default now(),
  status text not null default 'active' check (status in ('active', 'archived')),
  rows_count integer not null default 0,
  created_by text references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index project_versions_project on project_versions (project_id, created_at desc);
create unique index project_versions_schedule on project_versions (schedule_id);
