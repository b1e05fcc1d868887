-- In-app notifications under the bell: a mention, or a new comment on a followed row. The
-- resource's name is kept as it was, so a notification reads the same after a rename.
create table notifications (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  kind text not null check (kind in ('mention', 'comment')),
  actor_id text not null references users (id) on delete cascade,
  workspace_id text not null references workspaces (id) on delete cascade,
  resource_type text not null check (resource_type in ('project', 'collection')),
  resource_id text not null,
  resource_name text not null,
  row_id text,
  cell_pointer text,
  comment_id text,
  excerpt text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user on notifications (user_id, created_at desc, id desc);
create index notifications_unread on notifications (user_id) where read_at is null;
