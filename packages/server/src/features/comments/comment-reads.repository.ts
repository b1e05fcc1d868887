import type { CommentScope } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import { visibleToSql } from './comments.repository.ts';

export type Resource = { resourceType: CommentScope; resourceId: string };

export type StoredSlant = { row_id: string; amount: number; unread_ids: string[] };

export type StoredCellPointer = {
  row_id: string;
  cell_pointer: string;
  amount: number;
  unread: number;
};

// Published comments the reader sees on the resource, with whether each is unread for them.
const counted = `from comments c
  left join comment_reads r on r.comment_id = c.id and r.user_id = $1
  where c.resource_type = $2 and c.resource_id = $3 and c.status = 'published'
    and ${visibleToSql('$1')}`;
const unread = 'c.created_by <> $1 and r.user_id is null';

/** Rows' summaries for the reader; rows without comments they see are left out. */
export async function selectSlants(
  run: RawRunner,
  readerId: string,
  resource: Resource,
  rows: { rowIds: string[] } | { after: string | null; limit: number },
): Promise<StoredSlant[]> {
  const byIds = 'rowIds' in rows;
  const { rows: found } = await run(
    `select c.row_id, count(*)::int as amount,
            coalesce(array_agg(c.id order by c.created_at, c.id) filter (where ${unread}), '{}')
              as unread_ids
     ${counted} and c.row_id is not null
       and ${byIds ? 'c.row_id = any($4::text[])' : '($4::text is null or c.row_id > $4)'}
     group by c.row_id order by c.row_id ${byIds ? '' : 'limit $5'}`,
    byIds
      ? [readerId, resource.resourceType, resource.resourceId, rows.rowIds]
      : [readerId, resource.resourceType, resource.resourceId, rows.after, rows.limit],
  );
  return found as StoredSlant[];
}

export async function selectCellPointers(
  run: RawRunner,
  readerId: string,
  resource: Resource,
  rowId: string | null,
): Promise<StoredCellPointer[]> {
  const { rows } = await run(
    `select c.row_id, c.cell_pointer, count(*)::int as amount,
            (count(*) filter (where ${unread}))::int as unread
     ${counted} and c.type = 'field' and ($4::text is null or c.row_id = $4)
     group by c.row_id, c.cell_pointer order by c.row_id, c.cell_pointer`,
    [readerId, resource.resourceType, resource.resourceId, rowId],
  );
  return rows as StoredCellPointer[];
}

export async function countUnread(
  run: RawRunner,
  readerId: string,
  resource: Resource,
): Promise<number> {
  const { rows } = await run(`select count(*)::int as unread ${counted} and ${unread}`, [
    readerId,
    resource.resourceType,
    resource.resourceId,
  ]);
  return (rows[0] as { unread: number }).unread;
}

/**
 * Marks read what the reader sees on the resource (one row's, or only `commentIds` when given);
 * answers the rows whose counts moved.
 */
export async function markRead(
  run: RawRunner,
  readerId: string,
  resource: Resource,
  scope: { rowId?: string | null; commentIds?: string[] },
): Promise<string[]> {
  const { rows } = await run(
    `with marked as (
       insert into comment_reads (user_id, comment_id)
       select $1, c.id ${counted} and ${unread}
         and ($4::text is null or c.row_id = $4)
         and ($5::text[] is null or c.id = any($5::text[]))
       on conflict do nothing
       returning comment_id)
     select distinct c.row_id from marked m join comments c on c.id = m.comment_id
      where c.row_id is not null`,
    [
      readerId,
      resource.resourceType,
      resource.resourceId,
      scope.rowId ?? null,
      scope.commentIds ?? null,
    ],
  );
  return (rows as { row_id: string }[]).map((row) => row.row_id);
}

/** Makes chosen comments unread again for the reader (their own stay read). */
export async function markUnread(run: RawRunner, readerId: string, commentIds: string[]) {
  await run('delete from comment_reads where user_id = $1 and comment_id = any($2::text[])', [
    readerId,
    commentIds,
  ]);
}

export async function readHideResolved(
  run: RawRunner,
  userId: string,
  resource: Resource,
): Promise<boolean> {
  const { rows } = await run(
    `select hide_resolved from comment_preferences
      where user_id = $1 and resource_type = $2 and resource_id = $3`,
    [userId, resource.resourceType, resource.resourceId],
  );
  return (rows[0] as { hide_resolved: boolean } | undefined)?.hide_resolved ?? false;
}

export async function writeHideResolved(
  run: RawRunner,
  userId: string,
  resource: Resource,
  hideResolved: boolean,
) {
  await run(
    `insert into comment_preferences (user_id, resource_type, resource_id, hide_resolved)
     values ($1, $2, $3, $4)
     on conflict (user_id, resource_type, resource_id)
     do update set hide_resolved = excluded.hide_resolved, updated_at = now()`,
    [userId, resource.resourceType, resource.resourceId, hideResolved],
  );
}
