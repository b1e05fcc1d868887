-- The budget dashboard of a project: its notes; the totals are summed from the schedule's rows.
create table project_aggregations (
  id text primary key,
  project_id text not null unique references projects (id) on delete cascade,
  notes text not null default '',
  updated_at timestamptz not null default now()
);
