-- Procore (seed 000 section 7, seed 001 sections 3 and 7): the Procore sign-ins each person has
-- connected, and the folders they last sent a schedule to. Tokens are kept encrypted (AES-256-GCM,
-- a key derived from the server's signing secret, a versioned text per value): a copy of the
-- database alone does not open anyone's Procore.
create table procore_accounts (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  -- Procore's own id of the person, so that connecting the same Procore login again updates it.
  procore_user_id text not null,
  login text not null,
  name text not null,
  access_token text not null,
  refresh_token text not null,
  access_token_expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, procore_user_id)
);
create index procore_accounts_user on procore_accounts (user_id, created_at);

-- Where the person last sent a schedule, newest first in the dialog. A null folder is the
-- project's top folder.
create table procore_last_used_folders (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  account_id text not null references procore_accounts (id) on delete cascade,
  company_id text not null,
  company_name text not null,
  project_id text not null,
  project_name text not null,
  folder_id text,
  folder_name text,
  folder_name_with_path text,
  used_at timestamptz not null default now()
);
create unique index procore_last_used_folders_place
  on procore_last_used_folders (user_id, account_id, project_id, coalesce(folder_id, ''));
create index procore_last_used_folders_recent on procore_last_used_folders (user_id, used_at desc);
