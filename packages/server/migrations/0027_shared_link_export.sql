-- Whether readers of a project's shared link may export it (seed 000, section 6). Off unless the
-- person managing the link turns it on; turning the link off turns it off again (the service).
alter table projects add column shared_link_allows_export boolean not null default false;
