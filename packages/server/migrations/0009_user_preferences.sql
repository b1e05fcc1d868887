-- Per-person settings that belong to no project or workspace (gettingStartedTourDismissed, …).
create table user_preferences (
  user_id text not null references users (id) on delete cascade,
  key text not null,
  value text,
  updated_at timestamptz not null default now(),
  primary key (user_id, key)
);
