-- A project's schedule: the product table. The live schedule is the one people edit; versions
-- (snapshots) get schedules of their own.
create table schedules (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  kind text not null default 'live' check (kind in ('live', 'version')),
  -- Columns people added (schema columns: id, name, type, …); the product columns are fixed.
  custom_fields jsonb not null default '[]',
  next_position bigint not null default 1,
  created_at timestamptz not null default now()
);
create unique index schedules_one_live on schedules (project_id) where kind = 'live';

-- Rows keep their product fields in `cells`, beside a map of per-cell versions, so custom columns
-- need no DDL and a stale edit is refused under the row's lock.
create table schedule_rows (
  schedule_id text not null references schedules (id) on delete cascade,
  id text not null,
  position bigint not null,
  -- Natural order of the type designation (domain typeSortKey), compared byte-wise.
  type_key text not null default '1',
  cells jsonb not null default '{}',
  versions jsonb not null default '{}',
  hidden boolean not null default false,
  deleted_at timestamptz,
  deleted_by text,
  session text,
  updated_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (schedule_id, id)
);
create index schedule_rows_order on schedule_rows (schedule_id, type_key collate "C", position, id)
  where deleted_at is null;
create index schedule_rows_deleted on schedule_rows (schedule_id, deleted_at desc)
  where deleted_at is not null;

-- Every accepted cell change: undo, compare and audit read it.
create table schedule_cell_history (
  id bigserial primary key,
  schedule_id text not null,
  row_id text not null,
  col text not null,
  old_value jsonb,
  new_value jsonb,
  version text not null,
  user_id text not null,
  session text,
  changed_at timestamptz not null default now()
);
create index schedule_cell_history_cell on schedule_cell_history (schedule_id, row_id, col, id);

-- Running totals by type designation and by tag, kept by each change (never recounted per edit).
create table schedule_type_totals (
  schedule_id text not null references schedules (id) on delete cascade,
  type text not null,
  rows integer not null default 0,
  total_cost numeric not null default 0,
  total_power numeric not null default 0,
  primary key (schedule_id, type)
);
create table schedule_tag_totals (
  schedule_id text not null references schedules (id) on delete cascade,
  tag text not null,
  rows integer not null default 0,
  total_cost numeric not null default 0,
  total_power numeric not null default 0,
  primary key (schedule_id, tag)
);
