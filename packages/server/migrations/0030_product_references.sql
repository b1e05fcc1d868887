-- Product references (issue 23): a schedule row (a project's, or a collection's product) may keep
-- a reference to a product, a row of a collection's live schedule. ref_values holds the product's
-- reference-field values as the row last took them; ref_update_available is kept in the same
-- transaction as every change of the product, so reading a row needs no comparison.
alter table schedule_rows add column ref_collection_id text;
alter table schedule_rows add column ref_product_id text;
alter table schedule_rows add column ref_values jsonb;
alter table schedule_rows add column ref_taken_at timestamptz;
alter table schedule_rows add column ref_update_available boolean not null default false;
create index schedule_rows_reference on schedule_rows (ref_collection_id, ref_product_id)
  where ref_collection_id is not null;

-- The products a person last added to a schedule, per workspace (spec 000 §3: 10 kept, 3 shown).
create table recent_products (
  workspace_id text not null references workspaces (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  collection_id text not null references collections (id) on delete cascade,
  product_id text not null,
  used_at timestamptz not null default now(),
  primary key (workspace_id, user_id, collection_id, product_id)
);
create index recent_products_newest on recent_products (workspace_id, user_id, used_at desc);
