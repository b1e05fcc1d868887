import { searchLimits } from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';
import type { Parameters } from './search-sql.ts';

export type ScrollKind = 'products' | 'collections';

/** A search about to be kept for its later pages, should it have more than one. */
export type NewScroll = {
  id: string;
  userId: string;
  kind: ScrollKind;
  pageSize: number;
  /** How many matches it keeps at most; finding more makes it capped. */
  cap: number;
};

/** A search's first page (its keys), and how many matches were found: more than the cap is capped. */
export type FirstPage = { keys: string[]; found: number };

// Expired searches are let go of at most once a minute per process, not on every search: readScroll
// refuses them by age anyway, so pruning only bounds the table.
const pruneEveryMs = 60_000;
const lastPruned = new WeakMap<DatabaseHandle, number>();

/** Lets go of searches older than their lifetime (at most once a minute). */
export async function pruneScrolls(database: DatabaseHandle): Promise<void> {
  const now = Date.now();
  if (now - (lastPruned.get(database) ?? 0) < pruneEveryMs) return;
  lastPruned.set(database, now);
  await database.executePrepared(
    'search-scroll-prune',
    `delete from search_scrolls where created_at < now() - make_interval(mins => $1)`,
    [searchLimits.scrollMinutes],
  );
}

/**
 * Keeps a search's matches found whole (each kind's own keys, as text, in order) for its later
 * pages, which then never skip nor repeat one however the data changes.
 */
export async function keepFound(
  database: DatabaseHandle,
  scroll: NewScroll,
  found: readonly string[],
): Promise<FirstPage> {
  const keys = found.slice(0, scroll.cap);
  if (keys.length > scroll.pageSize) {
    await database.executePrepared(
      'search-scroll-keep',
      'insert into search_scrolls (id, user_id, kind, keys, capped) values ($1, $2, $3, $4, $5)',
      [scroll.id, scroll.userId, scroll.kind, keys, found.length > scroll.cap],
    );
  }
  return { keys: keys.slice(0, scroll.pageSize), found: found.length };
}

/**
 * The end of a finding statement that keeps its matches where it finds them: from `found`
 * (columns count and keys, in order), when there is more than a page and `count` is at most
 * `complete` (a statement that read only some matches keeps none); it answers the count and the
 * first page's keys. A thousand keys then never travel to the process and back.
 */
export function keptInStatement(
  scroll: NewScroll,
  parameters: Parameters,
  { complete = Number.MAX_SAFE_INTEGER }: { complete?: number } = {},
): string {
  const cap = parameters.add(scroll.cap, 'int4');
  const pageSize = parameters.add(scroll.pageSize, 'int4');
  return `kept as (insert into search_scrolls (id, user_id, kind, keys, capped)
       select ${parameters.add(scroll.id, 'text')}, ${parameters.add(scroll.userId, 'text')},
         ${parameters.add(scroll.kind, 'text')}, keys[1:${cap}], count > ${cap} from found
        where count <= ${parameters.add(complete, 'int8')} and least(count, ${cap}) > ${pageSize})
     select count, keys[1:${pageSize}] as keys from found`;
}

/** A page of a kept search (the searcher's own, still alive), and how many matches it kept. */
export async function readScroll(
  database: DatabaseHandle,
  scroll: { id: string; userId: string; kind: ScrollKind; offset: number; limit: number },
): Promise<{ keys: string[]; total: number; capped: boolean } | undefined> {
  const { rows } = await database.executePrepared(
    'search-scroll-read',
    `select keys[$4 + 1 : $4 + $5] as page, cardinality(keys) as total, capped from search_scrolls
      where id = $1 and user_id = $2 and kind = $3
        and created_at >= now() - make_interval(mins => $6)`,
    [
      scroll.id,
      scroll.userId,
      scroll.kind,
      scroll.offset,
      scroll.limit,
      searchLimits.scrollMinutes,
    ],
  );
  const row = rows[0] as { page: string[] | null; total: number; capped: boolean } | undefined;
  if (!row) return undefined;
  return { keys: row.page ?? [], total: Number(row.total), capped: row.capped };
}
