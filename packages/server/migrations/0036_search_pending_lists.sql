-- A GIN index keeps new entries in a pending list that every search reads through until it is
-- merged, by a vacuum or by the write that takes it past its limit (4 MB by default). The
-- embedded database runs no autovacuum, so its lists stay near full: a rare word's search spent
-- 4.4 ms of its 4.8 reading the words index's 62 pending pages. 64 kB (eight pages) keeps that
-- under half a millisecond, for some 20 % more per product change (2.6 to 3.2 ms on PGlite).
alter index product_search_words set (gin_pending_list_limit = 64);
alter index product_search_body set (gin_pending_list_limit = 64);
alter index product_search_title set (gin_pending_list_limit = 64);
alter index product_search_title_parts set (gin_pending_list_limit = 64);
alter index product_search_ccts set (gin_pending_list_limit = 64);
alter index collections_search_words set (gin_pending_list_limit = 64);
alter index collections_search_text set (gin_pending_list_limit = 64);
select gin_clean_pending_list(index_name::regclass) from unnest(array['product_search_words',
  'product_search_body', 'product_search_title', 'product_search_title_parts', 'product_search_ccts',
  'collections_search_words', 'collections_search_text']) as index_name;
