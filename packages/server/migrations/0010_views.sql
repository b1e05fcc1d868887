-- Views of a project's schedule: the ten built-in ones (made on first use) and custom ones.
-- Settings (column order, visible columns, sizes, sorting, tag filter, row height, dropdowns,
-- gallery mode, currency) are one document, checked by the domain before it is stored.
create table schedule_views (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  name text not null,
  type text not null check (type in ('builtin', 'custom')),
  builtin_key text,
  created_by text references users (id) on delete set null,
  settings jsonb not null,
  -- Empty lists: everyone on the project sees the view; otherwise only these (see the domain).
  granted_users text[] not null default '{}',
  granted_roles text[] not null default '{}',
  position integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index schedule_views_builtin on schedule_views (project_id, builtin_key)
  where builtin_key is not null;
create index schedule_views_project on schedule_views (project_id, position);

-- A person's own parameters for a view (getViewParams / setViewParams).
create table schedule_view_params (
  view_id text not null references schedule_views (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  params jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (view_id, user_id)
);

-- Columns locked for editing, by role: { "budgetPrice": ["editor"] }.
alter table schedules add column column_restrictions jsonb not null default '{}';
