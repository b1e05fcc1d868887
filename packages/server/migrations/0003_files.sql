-- Uploaded files. The bytes live in the storage port (a folder or an S3 bucket) under `key`;
-- image thumbnails under keys derived from it, listed in `thumbnails` ({ small, medium, large, full }).
create table files (
  key text primary key,
  owner_id text not null references users (id) on delete cascade,
  filename text not null,
  content_type text not null,
  size bigint not null check (size >= 0),
  thumbnails jsonb,
  created_at timestamptz not null default now()
);
create index files_owner on files (owner_id, created_at desc);
