-- Comments on a project (its live schedule's rows and cells) or a collection. A deleted comment is
-- kept with status 'deleted' and leaves every list. Who sees one is decided by the domain's
-- canSeeComment; list queries apply the same rule in SQL.
create table comments (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  resource_type text not null check (resource_type in ('project', 'collection')),
  resource_id text not null,
  schedule_id text references schedules (id) on delete cascade,
  type text not null check (type in ('general', 'row', 'field')),
  row_id text,
  cell_pointer text,
  message text not null,
  comment_type text not null check (comment_type in ('offer', 'text', 'attachment')),
  privacy text not null check (privacy in ('public', 'private')),
  status text not null check (status in ('draft', 'published', 'deleted')),
  mentioned text[] not null default '{}',
  resolved boolean not null default false,
  resolved_by text references users (id) on delete set null,
  resolved_at timestamptz,
  created_by text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Set when the author changes the message (dateModified); resolving does not count.
  edited_at timestamptz,
  updated_at timestamptz not null default now(),
  check (type = 'general' or row_id is not null),
  check (type <> 'field' or cell_pointer is not null)
);
-- Lists newest first, of a resource and of one row; deleted ones are never listed.
create index comments_resource on comments (resource_type, resource_id, created_at desc, id desc)
  where status <> 'deleted';
create index comments_row on comments (resource_type, resource_id, row_id, created_at desc, id desc)
  where status <> 'deleted' and row_id is not null;

-- Uploaded files (POST /files) attached to a comment, in the order given.
create table comment_attachments (
  comment_id text not null references comments (id) on delete cascade,
  file_key text not null references files (key) on delete cascade,
  position integer not null,
  primary key (comment_id, file_key)
);
create index comment_attachments_file on comment_attachments (file_key);

-- Files declared on a resource (declareUserAttachement): those who read it may open them.
create table resource_attachments (
  resource_type text not null check (resource_type in ('project', 'collection')),
  resource_id text not null,
  file_key text not null references files (key) on delete cascade,
  declared_by text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (resource_type, resource_id, file_key)
);
create index resource_attachments_file on resource_attachments (file_key);

-- Who has read which comment. A comment is unread for a person while it is someone else's,
-- published, visible to them and has no row here; the author's own are always read.
create table comment_reads (
  user_id text not null references users (id) on delete cascade,
  comment_id text not null references comments (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, comment_id)
);
create index comment_reads_comment on comment_reads (comment_id);

-- A person's choice per resource: hide resolved comments there.
create table comment_preferences (
  user_id text not null references users (id) on delete cascade,
  resource_type text not null check (resource_type in ('project', 'collection')),
  resource_id text not null,
  hide_resolved boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, resource_type, resource_id)
);

-- People told of every new comment on a row: its commenters, the people mentioned there and
-- whoever was added.
create table row_followers (
  schedule_id text not null references schedules (id) on delete cascade,
  row_id text not null,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (schedule_id, row_id, user_id)
);
