create table workspaces (
  id text primary key,
  name text not null,
  description text,
  keywords jsonb not null default '[]',
  logo jsonb,
  kind text not null default 'custom' check (kind in ('personal', 'custom')),
  plan text not null default 'free'
    check (plan in ('free', 'premium', 'starter', 'self_serve', 'managed', 'admin', 'premiumExpired')),
  status text not null default 'active' check (status in ('active', 'archived', 'paidFailed')),
  creator_id text not null references users (id),
  free_licenses integer not null default 5 check (free_licenses >= 0),
  premium_licenses integer not null default 0 check (premium_licenses >= 0),
  guest_license_limit integer not null default 10 check (guest_license_limit >= 0),
  unlimited_users boolean not null default false,
  allow_pages boolean not null default false,
  published boolean not null default false,
  is_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table workspace_memberships (
  workspace_id text not null references workspaces (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('guest', 'follower', 'viewer', 'collaborator', 'editor',
    'creator', 'workspaceCreatorAdmin', 'owner', 'member')),
  membership text not null check (membership in ('creator', 'member', 'guest')),
  -- pending until an invited person first signs in.
  status text not null default 'active' check (status in ('active', 'pending')),
  invited_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
create index workspace_memberships_user on workspace_memberships (user_id);

create table feature_flags (
  name text primary key,
  enabled boolean not null default false,
  value_type text check (value_type in ('string', 'integer', 'float')),
  value_string text,
  value_integer integer,
  value_float double precision,
  updated_at timestamptz not null default now()
);

-- The flags the specification names, all off until an administrator turns them on.
insert into feature_flags (name) values
  ('lazyLoading'), ('skeleton'), ('increasedCaching'), ('viewerAndEditorUpdates'),
  ('corePackageUpdates'), ('updateReferencedProductV2'), ('collaboratorExport'),
  ('mobileDialogsCloseOnBack'), ('collectionListPageSize100'), ('emailErrorChecking');
