-- Imports of CSV and XLSX documents into a collection's products or a project's schedule (seed 001,
-- section 4; issue 25): one row per import, written by the durable job that reads the document.
-- All or nothing: the rows go in with the job's last step, in one transaction.
create table import_documents (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  project_id text references projects (id) on delete cascade,
  collection_id text references collections (id) on delete cascade,
  schedule_id text not null,
  -- Only the person who started it reads it or hears of it.
  user_id text not null references users (id) on delete cascade,
  file_key text not null,
  file_name text not null,
  sheet_name text,
  -- The mapping and the target columns as they stood when it was asked.
  params jsonb not null,
  status text not null default 'pending'
    check (status in ('pending', 'running', 'finished', 'failed')),
  rows_read integer not null default 0,
  rows_count integer,
  products_uploaded integer not null default 0,
  -- The first 100 errors, in row order; errors_count counts all of them.
  errors jsonb not null default '[]',
  errors_count integer not null default 0,
  first_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  check ((project_id is null) <> (collection_id is null))
);

create index import_documents_by_user on import_documents (user_id, created_at desc);
