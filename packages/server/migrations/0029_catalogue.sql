-- The product catalogue (spec 001): libraries of a workspace, collections of products in them,
-- and the people given roles on either. A collection's products are rows of a schedule of its
-- own (schedules.collection_id), so they share the schedule engine: versioned cells, history,
-- undo, views and live events.

create table libraries (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  name text not null,
  description text,
  keywords jsonb not null default '[]',
  logo jsonb,
  kind text not null check (kind in ('default', 'custom')),
  creator_id text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_modified timestamptz not null default now()
);
-- One default library per workspace, made on first use.
create unique index libraries_one_default on libraries (workspace_id) where kind = 'default';
create index libraries_workspace on libraries (workspace_id, lower(name), id);

create table library_permissions (
  library_id text not null references libraries (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('viewer', 'editor', 'creator')),
  invited_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (library_id, user_id)
);
create index library_permissions_user on library_permissions (user_id);

create table collections (
  id text primary key,
  workspace_id text not null references workspaces (id) on delete cascade,
  -- The library it was created in: the free cap counts the default library's private ones.
  library_id text not null references libraries (id),
  name text not null,
  description text,
  keywords jsonb not null default '[]',
  logo jsonb,
  location text,
  publish text not null default 'private' check (publish in ('private', 'publish', 'unlistedPublish')),
  sharing_type text not null default 'private',
  is_verified boolean not null default false,
  -- Kept by every product change in the same transaction, so the cap is checked under the lock.
  products_count integer not null default 0,
  creator_id text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_modified timestamptz not null default now()
);
create index collections_workspace on collections (workspace_id, lower(name), id);
create index collections_library on collections (library_id, lower(name), id);
create index collections_creator on collections (creator_id);

-- Collections added to custom libraries besides their own.
create table library_collections (
  library_id text not null references libraries (id) on delete cascade,
  collection_id text not null references collections (id) on delete cascade,
  added_by text references users (id) on delete set null,
  added_at timestamptz not null default now(),
  primary key (library_id, collection_id)
);
create index library_collections_collection on library_collections (collection_id);

create table collection_permissions (
  collection_id text not null references collections (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('viewer', 'editor', 'creator')),
  invited_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (collection_id, user_id)
);
create index collection_permissions_user on collection_permissions (user_id);

create table collection_photos (
  id text primary key,
  collection_id text not null references collections (id) on delete cascade,
  file_key text not null,
  filename text not null,
  content_type text not null,
  size integer not null,
  created_by text references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index collection_photos_collection on collection_photos (collection_id, created_at, id);

-- When each person last opened each collection: recent collections and the lastAccessed sort.
create table collection_accesses (
  user_id text not null references users (id) on delete cascade,
  collection_id text not null references collections (id) on delete cascade,
  accessed_at timestamptz not null default now(),
  primary key (user_id, collection_id)
);
create index collection_accesses_recent on collection_accesses (user_id, accessed_at desc);

-- A person's order and collapsed groups of the collections page, per workspace and library
-- ('' for the page of all libraries).
create table section_settings (
  user_id text not null references users (id) on delete cascade,
  workspace_id text not null references workspaces (id) on delete cascade,
  library_key text not null default '',
  resource_type text not null default 'collections',
  sections_order jsonb not null default '[]',
  collapsed jsonb not null default '[]',
  primary key (user_id, workspace_id, library_key, resource_type)
);

-- A schedule belongs to a project or to a collection (its products).
alter table schedules alter column project_id drop not null;
alter table schedules add column collection_id text references collections (id) on delete cascade;
alter table schedules add constraint schedules_one_owner
  check ((project_id is null) <> (collection_id is null));
create unique index schedules_one_live_collection on schedules (collection_id) where kind = 'live';

-- Views of a collection's products, beside a project's.
alter table schedule_views alter column project_id drop not null;
alter table schedule_views add column collection_id text references collections (id) on delete cascade;
create index schedule_views_collection on schedule_views (collection_id, position);
