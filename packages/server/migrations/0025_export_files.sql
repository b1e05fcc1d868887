-- Exports (seed 000, sections 3, 4 and 9): one row per request, written by the durable job that
-- renders it. The file's storage key is derived from the request, so a job retried after a crash
-- writes the same object again and the person still gets one file.
create table export_files (
  id text primary key,
  request_id text not null unique,
  project_id text not null references projects (id) on delete cascade,
  workspace_id text not null,
  -- Null for a reader of a shared link without an account.
  user_id text references users (id) on delete cascade,
  -- The shared link a reader without an account exported through: only it reads the export.
  shared_link text,
  kind text not null check (kind in ('schedule', 'submittal', 'comparison', 'revit')),
  format text not null check (format in ('pdf', 'xlsx', 'docx', 'csv', 'zip', 'tsv')),
  file_name text not null,
  -- What to export, fixed when asked: the view's settings, the schedules to read, the filters.
  params jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'running', 'ready', 'failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  storage_key text,
  size bigint,
  error_message text,
  -- When the file reached where it was sent (a Procore folder): a retried run does not send it twice.
  delivered_at timestamptz,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  expires_at timestamptz not null
);

create index export_files_by_requester on export_files (project_id, user_id, created_at desc);
create index export_files_expiring on export_files (expires_at);
