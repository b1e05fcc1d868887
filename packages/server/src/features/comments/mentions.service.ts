import {
  AppError,
  allRoles,
  can,
  mentionSuggestionsMax,
  normalizeMentionSearch,
  type Role,
} from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { CommentPerson } from '../../graphql/resolvers.generated.ts';
import type { ScheduleAccess } from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';
import { loadCommentAccess, type ResourceArgs, runOutside } from './comment-access.ts';
import { loadPeople } from './comment-presenter.ts';

/** The roles the engine lets read the project, in this workspace as it stands. */
export function readerRoles(access: ScheduleAccess): Role[] {
  const subject = access.onProject;
  return allRoles.filter(
    (role) => can({ ...subject, viewer: { ...subject.viewer, role } }, 'project:read').allowed,
  );
}

/** Active members of the workspace among `userIds` who may read the project. */
export async function readersAmong(
  run: RawRunner,
  access: ScheduleAccess,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await run(
    `select user_id from workspace_memberships
      where workspace_id = $1 and status = 'active' and role = any($2::text[])
        and user_id = any($3::text[])`,
    [access.workspaceId, readerRoles(access), [...new Set(userIds)]],
  );
  return new Set((rows as { user_id: string }[]).map((row) => row.user_id));
}

/**
 * The people a comment mentions, each a member who may read the project; otherwise a clear
 * error, before anything is kept.
 */
export async function checkMentioned(
  context: GraphQLContext,
  access: ScheduleAccess,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const readers = await readersAmong(runOutside(context), access, unique);
  const strangers = unique.filter((id) => !readers.has(id));
  if (strangers.length > 0) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Only members of this project can be mentioned: ${strangers.join(', ')} cannot.`,
      { userIds: strangers },
    );
  }
  return unique;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members who may read the resource whose name or address holds the text, for @ suggestions. */
export async function searchCommentMentions(
  context: GraphQLContext,
  args: ResourceArgs & { search: string },
): Promise<CommentPerson[]> {
  const access = await loadCommentAccess(context, args);
  authorize(access.onProject, 'project:comment');
  const search = normalizeMentionSearch(args.search);
  const { rows } = await context.database.executeSql(
    `select u.id from workspace_memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1 and m.status = 'active' and m.role = any($2::text[])
        and ($3 = '' or lower(coalesce(u.name, '')) like $4 or lower(u.email) like $4)
      order by lower(coalesce(nullif(u.name, ''), u.email)), u.id
      limit $5`,
    [
      access.workspaceId,
      readerRoles(access),
      search,
      `%${escapeLike(search)}%`,
      mentionSuggestionsMax,
    ],
  );
  const ids = (rows as { id: string }[]).map((row) => row.id);
  const people = await loadPeople(runOutside(context), ids);
  return ids.flatMap((id) => people.get(id) ?? []);
}
