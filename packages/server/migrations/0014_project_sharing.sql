-- Who a project is shared with, and at which role (the share dialog). A member of the workspace
-- sees every project at their workspace role, raised by a permission here; a guest of the
-- workspace sees only the projects with a permission here (the domain's effectiveProjectRole).
create table project_permissions (
  project_id text not null references projects (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('viewer', 'collaborator', 'editor', 'creator')),
  invited_by text references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (project_id, user_id)
);
create index project_permissions_user on project_permissions (user_id);

-- Every project's creator holds the creator permission, as a new project's does.
insert into project_permissions (project_id, user_id, role)
select id, creator_id, 'creator' from projects;

-- The shared link: reading without signing in while a token is set. is_shared says whether one is.
alter table projects add column shared_link_token text unique;
alter table projects add column shared_link_generated_at timestamptz;
update projects set is_shared = false;
alter table projects add constraint projects_shared_link_check
  check (is_shared = (shared_link_token is not null));

-- Notifications of a share and of a request for an invite, beside mentions and comments.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check
  check (kind in ('mention', 'comment', 'share', 'inviteRequest'));
