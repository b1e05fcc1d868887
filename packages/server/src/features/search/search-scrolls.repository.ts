import { searchLimits } from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';

export type ScrollKind = 'products' | 'collections';

// Expired searches are let go of at most once a minute per process, not on every search: readScroll
// refuses them by age anyway, so pruning only bounds the table.
const pruneEveryMs = 60_000;
const lastPruned = new WeakMap<DatabaseHandle, number>();

/**
 * Keeps a search's matches (each kind's own keys, as text) in order for its later pages (which then never skip nor repeat one,
 * however products change), and lets go of searches older than their lifetime.
 */
export async function keepScroll(
  database: DatabaseHandle,
  scroll: {
    id: string;
    userId: string;
    kind: ScrollKind;
    keys: readonly string[];
    capped: boolean;
  },
): Promise<void> {
  const now = Date.now();
  if (now - (lastPruned.get(database) ?? 0) >= pruneEveryMs) {
    lastPruned.set(database, now);
    await database.executePrepared(
      'search-scroll-prune',
      `delete from search_scrolls where created_at < now() - make_interval(mins => $1)`,
      [searchLimits.scrollMinutes],
    );
  }
  await database.executePrepared(
    'search-scroll-keep',
    'insert into search_scrolls (id, user_id, kind, keys, capped) values ($1, $2, $3, $4, $5)',
    [scroll.id, scroll.userId, scroll.kind, [...scroll.keys], scroll.capped],
  );
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
