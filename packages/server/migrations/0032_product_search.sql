-- Search across collections and products (seed 001 §4, §7; issue 24). Every product (a row of a
-- collection's live schedule) has a row in product_search, kept by a trigger in the same
-- transaction as each change of the product, whatever wrote it.

-- A text's words as search compares them: lower case, split on white space, control characters
-- (the cells' separator) and ASCII punctuation (the domain's searchWords uses the same class);
-- words of more than 100 characters (never typed in a search) are left out.
create function search_words_of(body text) returns tsvector
  language sql immutable parallel safe
  as $$ select array_to_tsvector(array(select word from unnest(regexp_split_to_array(lower(body),
          '[\s[:cntrl:]\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+')) as word
         where word <> '' and length(word) <= 100)) $$;

-- A cell's number (numbers are kept as decimal text), or null.
create function search_number(value jsonb) returns double precision
  language sql immutable parallel safe
  as $$ select case
    when jsonb_typeof(value) = 'number' then (value #>> '{}')::double precision
    when jsonb_typeof(value) = 'string' and (value #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
      then (value #>> '{}')::double precision end $$;

-- A product's text as search reads it: its text and number cells and lists of text (not its
-- link, nor files), in lower case, one unit separator between cells.
create function product_search_text(cells jsonb) returns text
  language sql immutable parallel safe
  as $$ select coalesce(lower(string_agg(part, E'\x1f')), '') from (
          select value #>> '{}' as part from jsonb_each(cells)
           where key <> 'productUrl' and jsonb_typeof(value) in ('string', 'number')
          union all
          select item #>> '{}' from jsonb_each(cells) as cell, jsonb_array_elements(cell.value) as item
           where jsonb_typeof(cell.value) = 'array' and jsonb_typeof(item) = 'string') as parts $$;

-- Colour temperatures written in a text ('3000K', '2700 k', '4000 kelvin').
create function search_ccts(body text) returns integer[]
  language sql immutable parallel safe
  as $$ select coalesce(array_agg(distinct found[1]::integer order by found[1]::integer), '{}')
          from regexp_matches(body, '(?<![[:alnum:].])([1-9][0-9]{3}|10000)\s?k(?:elvin)?(?![[:alnum:]])', 'g') as found $$;

-- The colour rendering index written in a text ('90 CRI', 'CRI 95', 'Ra90', '90+ CRI'): the highest.
create function search_cri(body text) returns integer
  language sql immutable parallel safe
  as $$ select max(value) from (
          select coalesce(found[1], found[2])::integer as value from regexp_matches(body,
            '(?<![[:alnum:]])(?:cri|ra)\s*(?:[:=]|>=|>)?\s*([0-9]{2,3})(?![0-9])|(?<![[:alnum:].])([0-9]{2,3})\+?\s*cri(?![[:alnum:]])',
            'g') as found) as values where value <= 100 $$;

-- The first length written in a text ('4 ft', "4'", '1200mm', '120 cm', '1.2 m', '48 inch'), in mm.
create function search_length_mm(body text) returns double precision
  language sql immutable parallel safe
  as $$ select found[1]::double precision * case found[2]
            when 'mm' then 1 when 'cm' then 10 when 'm' then 1000
            when 'inch' then 25.4 when 'inches' then 25.4 when '"' then 25.4 else 304.8 end
          from regexp_matches(body,
            '(?<![[:alnum:].])([0-9]+(?:\.[0-9]+)?)\s*(ft|feet|foot|''|mm|cm|m|inches|inch|")(?![[:alnum:]])') as found $$;

create table product_search (
  -- A short key for a search's kept matches (see search_scrolls).
  id bigint generated always as identity unique,
  schedule_id text not null references schedules (id) on delete cascade,
  row_id text not null,
  collection_id text not null references collections (id) on delete cascade,
  -- The collection's workspace: a member's search reads every product of it.
  workspace_id text not null,
  -- What sorting by name reads (manufacturer and model, else the code), and the filters' columns.
  name text not null,
  manufacturer text not null,
  product_type text not null,
  environment text not null,
  mounting text not null,
  wattage double precision,
  lumens double precision,
  price double precision,
  lead_time double precision,
  efficacy double precision,
  ccts integer[] not null,
  cri integer,
  length_mm double precision,
  -- What identifies it (manufacturer, model, code, type, designation): matches here rank higher.
  title text not null,
  title_words tsvector not null,
  body text not null,
  words tsvector not null,
  updated_at timestamptz not null,
  primary key (schedule_id, row_id)
);
create index product_search_words on product_search using gin (words);
create index product_search_body on product_search using gin (body gin_trgm_ops);
create index product_search_collection on product_search (collection_id);
create index product_search_title on product_search using gin (title_words);
create index product_search_title_parts on product_search using gin (title gin_trgm_ops);
-- A broad search walks a workspace's products by name until it has kept enough.
create index product_search_workspace on product_search (workspace_id, name, id);
create index product_search_ccts on product_search using gin (ccts);

-- Every word ever indexed, and its one-letter deletions: a typo's candidates are found by
-- equality (see the domain's deletionVariants). Words are never removed: a stale one costs an
-- alternative that matches nothing.
create table search_words (word text primary key);
create table search_word_variants (
  variant text not null,
  word text not null,
  primary key (variant, word)
);

-- Learns the words not known yet (a product's edit brings few: only those new to it are asked).
create function search_words_learn(learned text[]) returns void
  language sql
  as $$
    with fresh as (
      insert into search_words (word) select candidate from unnest(learned) as candidate
       where length(candidate) between 3 and 100
         and not exists (select 1 from search_words known where known.word = candidate)
      on conflict do nothing returning word)
    insert into search_word_variants (variant, word)
      select distinct substr(fresh.word, 1, i - 1) || substr(fresh.word, i + 1), fresh.word
        from fresh, generate_series(1, length(fresh.word)) as i
    on conflict do nothing $$;

create function product_search_refresh(
  p_schedule text, p_row text, p_collection text, p_workspace text, cells jsonb, changed timestamptz
) returns void
  language plpgsql
  as $$
  declare
    body text := product_search_text(cells);
    title text := lower(concat_ws(' ', cells ->> 'manufacturer', cells ->> 'model',
      cells ->> 'productCode', cells ->> 'productType', cells ->> 'typeDesignation'));
    words tsvector := search_words_of(body);
    known tsvector;
  begin
    select ps.words into known from product_search ps
     where ps.schedule_id = p_schedule and ps.row_id = p_row;
    insert into product_search as ps (schedule_id, row_id, collection_id, workspace_id, name,
      manufacturer, product_type, environment, mounting, wattage, lumens, price, lead_time, efficacy,
      ccts, cri, length_mm, title, title_words, body, words, updated_at) values (
      p_schedule, p_row, p_collection, p_workspace,
      lower(coalesce(nullif(trim(concat_ws(' ', trim(cells ->> 'manufacturer'), trim(cells ->> 'model'))), ''),
        trim(cells ->> 'productCode'), '')),
      lower(trim(coalesce(cells ->> 'manufacturer', ''))), lower(trim(coalesce(cells ->> 'productType', ''))),
      lower(trim(coalesce(cells ->> 'environment', ''))), lower(trim(coalesce(cells ->> 'mounting', ''))),
      search_number(cells -> 'wattage'), search_number(cells -> 'lumens'),
      search_number(cells -> 'budgetPrice'), search_number(cells -> 'leadTime'),
      search_number(cells -> 'efficacy'),
      search_ccts(body), search_cri(body), search_length_mm(body),
      title, search_words_of(title), body, words, changed)
    on conflict (schedule_id, row_id) do update set
      name = excluded.name, manufacturer = excluded.manufacturer,
      product_type = excluded.product_type, environment = excluded.environment,
      mounting = excluded.mounting, wattage = excluded.wattage, lumens = excluded.lumens,
      price = excluded.price, lead_time = excluded.lead_time, efficacy = excluded.efficacy,
      ccts = excluded.ccts, cri = excluded.cri, length_mm = excluded.length_mm,
      title = excluded.title, title_words = excluded.title_words, body = excluded.body,
      words = excluded.words, updated_at = excluded.updated_at;
    perform search_words_learn(case when known is null then tsvector_to_array(words)
      else array(select unnest(tsvector_to_array(words)) except select unnest(tsvector_to_array(known))) end);
  end $$;

create function product_search_sync() returns trigger
  language plpgsql
  as $$
  declare
    owner text;
    home text;
  begin
    if tg_op = 'DELETE' or new.deleted_at is not null then
      delete from product_search where schedule_id = old.schedule_id and row_id = old.id;
      return null;
    end if;
    select c.id, c.workspace_id into owner, home from schedules s join collections c on c.id = s.collection_id
     where s.id = new.schedule_id and s.kind = 'live';
    if owner is not null then
      perform product_search_refresh(new.schedule_id, new.id, owner, home, new.cells, new.updated_at);
    end if;
    return null;
  end $$;

create trigger product_search_insert after insert on schedule_rows
  for each row execute function product_search_sync();
create trigger product_search_update after update of cells, deleted_at on schedule_rows
  for each row when (old.cells is distinct from new.cells or old.deleted_at is distinct from new.deleted_at)
  execute function product_search_sync();
create trigger product_search_delete after delete on schedule_rows
  for each row execute function product_search_sync();

-- What a collection's search reads (its name, description, location and keywords), kept by the
-- database; its own words join the dictionary, so a typo in a collection's name is found too.
alter table collections add column search_text text not null generated always as (lower(
  coalesce(name, '') || E'\x1f' || coalesce(description, '') || E'\x1f' || coalesce(location, '')
  || E'\x1f' || keywords::text)) stored;
alter table collections add column search_words tsvector not null
  generated always as (search_words_of(lower(coalesce(name, '') || E'\x1f' || coalesce(description, '')
    || E'\x1f' || coalesce(location, '') || E'\x1f' || keywords::text))) stored;
create index collections_search_words on collections using gin (search_words);
create index collections_search_text on collections using gin (search_text gin_trgm_ops);

create function collection_search_sync() returns trigger
  language plpgsql
  as $$
  begin
    perform search_words_learn(tsvector_to_array(new.search_words));
    return null;
  end $$;

create trigger collection_search_words after insert or update of name, description, location, keywords
  on collections for each row execute function collection_search_sync();

-- A search's matches in order, kept for paging by its scrollID (so that pages never skip or
-- repeat a match while products change); the searcher's only, kept for a while.
create table search_scrolls (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  kind text not null,
  keys text[] not null,
  -- Whether more matched than were kept (every page says so, as the first did).
  capped boolean not null,
  created_at timestamptz not null default now()
);
create index search_scrolls_created on search_scrolls (created_at);

-- Products that exist already.
select product_search_refresh(r.schedule_id, r.id, c.id, c.workspace_id, r.cells, r.updated_at)
  from schedule_rows r join schedules s on s.id = r.schedule_id join collections c on c.id = s.collection_id
 where s.kind = 'live' and r.deleted_at is null;
select search_words_learn(tsvector_to_array(c.search_words)) from collections c;
