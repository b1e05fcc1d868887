-- The rows of a schedule whose text holds a pattern, found through the trigram index only, at
-- most `cap` of them. The planner's estimate of how many rows a LIKE pattern matches is often
-- far off (a word on 0.6% of 50,000 rows was taken for 8%), and on that guess it walked the
-- schedule in order reading 15,716 rows' text (230 ms) instead of fetching the 325 matches. The
-- settings, which hold inside this function only, leave it the index; the cap bounds the work
-- when a word is on many rows, and then the caller walks the schedule in order instead. The
-- rows' order keys come along, so that only the page's rows are read again for their cells.
create function schedule_rows_matching(schedule text, pattern text, cap integer)
  returns table (id text, type_key text, "position" bigint)
  language sql stable
  set enable_seqscan = off
  set enable_indexscan = off
  as $$
    select r.id, r.type_key, r.position from schedule_rows r
     where r.schedule_id = schedule and r.deleted_at is null and r.search_text like pattern
     limit cap
  $$;

-- The page of a schedule's rows holding a pattern, after a cursor, walking the schedule in its
-- order until the page is full: the plan for a word on many rows, whose first page is reached
-- after few rows. The same misjudged estimate would otherwise sort the whole schedule for it.
create function schedule_rows_walk_matching(
  schedule text, pattern text, after_type text, after_position bigint, after_id text, page integer
)
  returns table (id text, cursor_position text, type_key text, cells jsonb)
  language sql stable
  set enable_seqscan = off
  set enable_bitmapscan = off
  set enable_sort = off
  as $$
    select r.id, r.position::text, r.type_key, r.cells from schedule_rows r
     where r.schedule_id = schedule and r.deleted_at is null and r.search_text like pattern
       and (after_type is null
         or (r.type_key collate "C", r.position, r.id)
            > (after_type collate "C", after_position, after_id))
     order by r.type_key collate "C", r.position, r.id
     limit page
  $$;

-- Without autovacuum (the embedded database has none) the index's list of pending entries grew
-- to its 4 MB limit, and every search read it through: 30 ms for a word on no row of 5,000.
-- A short list is merged into the index more often, in smaller steps.
alter index schedule_rows_search set (gin_pending_list_limit = 256);
