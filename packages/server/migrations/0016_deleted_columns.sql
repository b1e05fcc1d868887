-- Custom columns deleted from a schedule, kept so that the deletion can be undone
-- (restoreProjectColumn): the column as it was, its place among the custom columns, and each
-- row's cell as it was ({ rowId: { value, version } }, only rows that had one).
create table schedule_deleted_columns (
  schedule_id text not null references schedules (id) on delete cascade,
  col text not null,
  definition jsonb not null,
  place integer not null,
  cells jsonb not null default '{}',
  deleted_by text references users (id) on delete set null,
  deleted_at timestamptz not null default now(),
  primary key (schedule_id, col)
);
