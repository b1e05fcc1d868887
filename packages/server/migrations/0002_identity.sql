-- Settings of this installation that must be the same in every process (a signing secret).
create table instance_settings (
  key text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table users (
  id text primary key,
  email text not null,
  email_verified boolean not null default false,
  password_hash text,
  -- Set for an account created by an invitation: its temporary password must be replaced.
  must_change_password boolean not null default false,
  name text,
  company text,
  job_title text,
  location text,
  project_team_role text,
  logo jsonb,
  picture jsonb,
  payment_status text,
  project_sorting_mode text,
  project_sorting_mode_ascending boolean,
  collection_sorting_mode text,
  collection_sorting_mode_ascending boolean,
  terms_accepted_at timestamptz,
  password_changed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

-- Six-digit codes for confirming an address and resetting a password; stored hashed, single use.
create table verification_codes (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm-sign-up', 'reset-password')),
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_codes_user on verification_codes (user_id, purpose, created_at desc);

-- Rotating refresh tokens. Each sign-in starts a family; each refresh spends one token and issues
-- its successor. Presenting a spent token again revokes the whole family (it was stolen).
create table refresh_tokens (
  id text primary key,
  family_id text not null,
  user_id text not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  spent_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens (family_id);
create index refresh_tokens_user on refresh_tokens (user_id);

-- Failed sign-ins, by account and by address, for throttling.
create table sign_in_failures (
  subject text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_subject on sign_in_failures (subject, failed_at desc);

-- Mail kept when no SMTP server is configured, for the developer to read.
create table mail_outbox (
  id text primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
create index mail_outbox_created on mail_outbox (created_at desc);
