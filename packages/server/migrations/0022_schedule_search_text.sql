-- What a search of the schedule reads: the row's cell texts in lower case, kept by the database
-- with every change of the cells, and indexed by trigrams so that a search for part of a word
-- reads the matching rows instead of every row. The unit separator between cells keeps a query
-- from matching across two of them.
create function schedule_row_search_text(cells jsonb) returns text
  language sql immutable parallel safe
  as $$ select coalesce(lower(string_agg(value, E'\x1f')), '') from jsonb_each_text(cells) $$;

alter table schedule_rows
  add column search_text text not null generated always as (schedule_row_search_text(cells)) stored;

create index schedule_rows_search on schedule_rows using gin (search_text gin_trgm_ops)
  where deleted_at is null;
