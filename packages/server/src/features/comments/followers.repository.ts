import type { RawRunner } from '../../db/connection.ts';

export async function insertFollowers(
  run: RawRunner,
  scheduleId: string,
  rowId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return;
  await run(
    `insert into row_followers (schedule_id, row_id, user_id)
     select $1, $2, unnest($3::text[]) on conflict do nothing`,
    [scheduleId, rowId, [...new Set(userIds)]],
  );
}

export async function deleteFollower(
  run: RawRunner,
  scheduleId: string,
  rowId: string,
  userId: string,
) {
  await run('delete from row_followers where schedule_id = $1 and row_id = $2 and user_id = $3', [
    scheduleId,
    rowId,
    userId,
  ]);
}

/**
 * The row's followers, by name. Whether each can still open the project is the workspaces
 * feature's to say (findActiveProjectReaders).
 */
export async function selectFollowers(
  run: RawRunner,
  scheduleId: string,
  rowId: string,
): Promise<string[]> {
  const { rows } = await run(
    `select f.user_id from row_followers f
       join users u on u.id = f.user_id
      where f.schedule_id = $1 and f.row_id = $2
      order by lower(coalesce(nullif(u.name, ''), u.email)), u.id`,
    [scheduleId, rowId],
  );
  return (rows as { user_id: string }[]).map((row) => row.user_id);
}
