import {
  AppError,
  commentMessages,
  mentionSuggestionsMax,
  normalizeMentionSearch,
} from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { CommentPerson } from '../../graphql/resolvers.generated.ts';
import { fileLinksOf } from '../files/index.ts';
import type { ScheduleAccess } from '../schedule/index.ts';
import { authorize, findActiveProjectReaders, listProjectReaders } from '../workspaces/index.ts';
import { loadCommentAccess, type ResourceArgs, runOutside } from './comment-access.ts';
import { loadPeople } from './comment-presenter.ts';

/** Active people among `userIds` who can open the project (signed in at least once). */
export async function readersAmong(
  run: RawRunner,
  access: ScheduleAccess,
  userIds: readonly string[],
): Promise<Set<string>> {
  return findActiveProjectReaders(run, access.schedule.projectId, userIds);
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
    throw new AppError('BAD_USER_INPUT', commentMessages.mentionMembersOnly(strangers), {
      userIds: strangers,
    });
  }
  return unique;
}

/** People who can open the project whose name or address holds the text, for @ suggestions. */
export async function searchCommentMentions(
  context: GraphQLContext,
  args: ResourceArgs & { search: string },
): Promise<CommentPerson[]> {
  const access = await loadCommentAccess(context, args);
  authorize(access.onProject, 'project:comment');
  const search = normalizeMentionSearch(args.search);
  const readers = await listProjectReaders(runOutside(context), access.schedule.projectId, {
    search,
    limit: mentionSuggestionsMax,
    activeOnly: true,
  });
  const ids = readers.map((reader) => reader.user_id);
  const people = await loadPeople(runOutside(context), ids, fileLinksOf(context));
  return ids.flatMap((id) => people.get(id) ?? []);
}
