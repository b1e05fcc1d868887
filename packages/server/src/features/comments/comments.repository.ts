import type {
  CommentKind,
  CommentPrivacy,
  CommentScope,
  CommentState,
  CommentType,
} from '@specboard/domain';
import type { Selectable } from 'kysely';
import type { RawRunner } from '../../db/connection.ts';
import type { Database, StoredImage } from '../../db/schema.ts';

export type StoredAttachment = {
  key: string;
  filename: string;
  size: number;
  type: string;
  thumbnails: Record<string, string> | null;
};

/** A comment as stored, with the reading person's read state and its attachments. */
export type StoredComment = Omit<
  Selectable<Database['comments']>,
  'created_at' | 'edited_at' | 'resolved_at' | 'updated_at'
> & {
  created_date: string;
  edited_date: string | null;
  /** created_at to the microsecond: the page cursor. */
  cursor_at: string;
  read: boolean;
  attachments: StoredAttachment[];
};

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every column of `StoredComment`, read for the person whose id is the parameter `reader`. */
const columnsFor = (reader: string) => `c.id, c.workspace_id, c.resource_type, c.resource_id,
  c.schedule_id, c.type, c.row_id, c.cell_pointer, c.message, c.comment_type, c.privacy, c.status,
  c.mentioned, c.resolved, c.resolved_by, c.created_by,
  ${iso('c.created_at')} as created_date, ${iso('c.edited_at')} as edited_date,
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as cursor_at,
  (c.created_by = ${reader} or exists (select 1 from comment_reads r
    where r.comment_id = c.id and r.user_id = ${reader})) as read,
  coalesce((select json_agg(json_build_object('key', f.key, 'filename', f.filename,
      'size', f.size, 'type', f.content_type, 'thumbnails', f.thumbnails) order by a.position)
    from comment_attachments a join files f on f.key = a.file_key
    where a.comment_id = c.id), '[]'::json) as attachments`;

/**
 * The domain's canSeeComment in SQL, for the person whose id is the parameter `reader`: never a
 * deleted one, a draft only by its author, a private one by its author and the mentioned.
 */
export const visibleToSql = (reader: string) => `c.status <> 'deleted' and (c.created_by = ${reader}
  or (c.status = 'published' and (c.privacy = 'public' or ${reader} = any(c.mentioned))))`;

export type NewCommentRow = {
  id: string;
  workspaceId: string;
  resourceType: CommentScope;
  resourceId: string;
  scheduleId: string | null;
  type: CommentKind;
  rowId: string | null;
  cellPointer: string | null;
  message: string;
  commentType: CommentType;
  privacy: CommentPrivacy;
  status: CommentState;
  mentioned: string[];
  createdBy: string;
};

export async function insertComment(run: RawRunner, comment: NewCommentRow) {
  await run(
    `insert into comments (id, workspace_id, resource_type, resource_id, schedule_id, type, row_id,
       cell_pointer, message, comment_type, privacy, status, mentioned, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text[], $14)`,
    [
      comment.id,
      comment.workspaceId,
      comment.resourceType,
      comment.resourceId,
      comment.scheduleId,
      comment.type,
      comment.rowId,
      comment.cellPointer,
      comment.message,
      comment.commentType,
      comment.privacy,
      comment.status,
      comment.mentioned,
      comment.createdBy,
    ],
  );
}

/** Adds files after those the comment has, in the order given. */
export async function insertAttachments(run: RawRunner, commentId: string, keys: string[]) {
  if (keys.length === 0) return;
  await run(
    `insert into comment_attachments (comment_id, file_key, position)
     select $1, k.key, (select coalesce(max(position), 0) from comment_attachments
                         where comment_id = $1) + k.n
       from unnest($2::text[]) with ordinality as k(key, n)
     on conflict (comment_id, file_key) do nothing`,
    [commentId, keys],
  );
}

export async function selectComment(
  run: RawRunner,
  commentId: string,
  readerId: string,
): Promise<StoredComment | undefined> {
  const { rows } = await run(`select ${columnsFor('$2')} from comments c where c.id = $1`, [
    commentId,
    readerId,
  ]);
  return rows[0] as StoredComment | undefined;
}

export async function selectCommentsByIds(
  run: RawRunner,
  commentIds: string[],
  readerId: string,
): Promise<StoredComment[]> {
  const { rows } = await run(
    `select ${columnsFor('$2')} from comments c where c.id = any($1::text[])`,
    [commentIds, readerId],
  );
  return rows as StoredComment[];
}

export type CommentsFilter = {
  resourceType: CommentScope;
  resourceId: string;
  rowId?: string | null;
  cellPointer?: string | null;
  type?: CommentKind | null;
  hideResolved: boolean;
  limit: number;
  after?: [at: string, id: string];
};

/** A page of the comments the reader sees, newest first. */
export async function selectCommentsPage(
  run: RawRunner,
  readerId: string,
  filter: CommentsFilter,
): Promise<StoredComment[]> {
  const { rows } = await run(
    `select ${columnsFor('$1')} from comments c
      where c.resource_type = $2 and c.resource_id = $3 and ${visibleToSql('$1')}
        and ($4::text is null or c.row_id = $4)
        and ($5::text is null or c.cell_pointer = $5)
        and ($6::text is null or c.type = $6)
        and (not $7::boolean or not c.resolved)
        and ($8::timestamp is null or (c.created_at at time zone 'UTC', c.id) < ($8::timestamp, $9::text))
      order by c.created_at desc, c.id desc
      limit $10`,
    [
      readerId,
      filter.resourceType,
      filter.resourceId,
      filter.rowId ?? null,
      filter.cellPointer ?? null,
      filter.type ?? null,
      filter.hideResolved,
      filter.after?.[0] ?? null,
      filter.after?.[1] ?? null,
      filter.limit,
    ],
  );
  return rows as StoredComment[];
}

export type CommentChanges = {
  message?: string;
  commentType?: CommentType;
  privacy?: CommentPrivacy;
  mentioned?: string[];
  status?: CommentState;
  /** The author changed what it says: dateModified moves. */
  edited?: boolean;
};

export async function updateComment(run: RawRunner, commentId: string, changes: CommentChanges) {
  await run(
    `update comments set
       message = coalesce($2, message),
       comment_type = coalesce($3, comment_type),
       privacy = coalesce($4, privacy),
       mentioned = coalesce($5::text[], mentioned),
       status = coalesce($6, status),
       edited_at = case when $7::boolean then now() else edited_at end,
       updated_at = now()
     where id = $1`,
    [
      commentId,
      changes.message ?? null,
      changes.commentType ?? null,
      changes.privacy ?? null,
      changes.mentioned ?? null,
      changes.status ?? null,
      changes.edited ?? false,
    ],
  );
}

export async function updateResolved(
  run: RawRunner,
  commentIds: string[],
  resolved: boolean,
  userId: string,
) {
  await run(
    `update comments set resolved = $2,
       resolved_by = case when $2 then $3 else null end,
       resolved_at = case when $2 then now() else null end,
       updated_at = now()
     where id = any($1::text[]) and resolved <> $2`,
    [commentIds, resolved, userId],
  );
}

/** A person as comments name them: their name, address and picture. */
export type PersonRow = {
  id: string;
  name: string | null;
  email: string;
  picture: StoredImage | null;
};

export async function selectPeople(run: RawRunner, ids: readonly string[]): Promise<PersonRow[]> {
  const { rows } = await run('select id, name, email, picture from users where id = any($1)', [
    ids,
  ]);
  return rows as PersonRow[];
}

/** The project's name as it is now; undefined when it is gone. */
export async function findProjectName(run: RawRunner, projectId: string) {
  const { rows } = await run('select project_name from projects where id = $1', [projectId]);
  return (rows[0] as { project_name: string } | undefined)?.project_name;
}
