import { canSeeComment, commentExcerpt } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { fileLinksOf } from '../files/index.ts';
import { notify } from '../notifications/index.ts';
import type { ScheduleAccess } from '../schedule/index.ts';
import { factsOf, runOutside } from './comment-access.ts';
import { commentLink, commentMail } from './comment-mail.ts';
import { loadPeople } from './comment-presenter.ts';
import { findProjectName, type StoredComment } from './comments.repository.ts';
import { selectFollowers } from './followers.repository.ts';
import { readersAmong } from './mentions.service.ts';

/**
 * Tells people of a published comment, by mail and under the bell: those it newly mentions, and
 * (for a new comment on a row) the row's followers who may see it, each once, never its author.
 * Runs after the comment is committed; a failure is logged, the comment stays.
 */
export async function announceComment(
  context: GraphQLContext,
  access: ScheduleAccess,
  comment: StoredComment,
  options: { mentioned: string[]; toFollowers: boolean },
) {
  if (comment.status !== 'published') return;
  try {
    await tellPeople(context, access, comment, options);
  } catch (error) {
    context.log.error({ err: error, commentId: comment.id }, 'comment notices failed');
  }
}

async function tellPeople(
  context: GraphQLContext,
  access: ScheduleAccess,
  comment: StoredComment,
  options: { mentioned: string[]; toFollowers: boolean },
) {
  const run = runOutside(context);
  const author = comment.created_by;
  const mentioned = options.mentioned.filter((id) => id !== author);
  let followers: string[] = [];
  if (options.toFollowers && comment.schedule_id && comment.row_id) {
    const told = new Set([author, ...mentioned]);
    const all = await selectFollowers(run, comment.schedule_id, comment.row_id);
    const readers = await readersAmong(run, access, all);
    followers = all.filter(
      (id) => !told.has(id) && readers.has(id) && canSeeComment(factsOf(comment), id),
    );
  }
  if (mentioned.length === 0 && followers.length === 0) return;
  const resourceName = (await findProjectName(run, comment.resource_id)) ?? '';
  const people = await loadPeople(run, [author, ...mentioned, ...followers], fileLinksOf(context));
  const actor = people.get(author) ?? { id: author, name: 'Someone', email: '', picture: null };
  const excerpt = commentExcerpt(comment.message);
  const link = commentLink(context.config.publicUrl, {
    workspaceId: comment.workspace_id,
    projectId: comment.resource_id,
    rowId: comment.row_id,
    commentId: comment.id,
  });
  for (const [kind, userIds] of [
    ['mention', mentioned],
    ['comment', followers],
  ] as const) {
    if (userIds.length === 0) continue;
    await notify(context, userIds, {
      kind,
      actor,
      workspace_id: comment.workspace_id,
      resource_type: comment.resource_type,
      resource_id: comment.resource_id,
      resource_name: resourceName,
      row_id: comment.row_id,
      cell_pointer: comment.cell_pointer,
      comment_id: comment.id,
      excerpt,
      link: null,
    });
    for (const userId of userIds) {
      const to = people.get(userId)?.email;
      if (!to) continue;
      await context.mail.send(
        commentMail({ to, kind, actorName: actor.name, resourceName, excerpt, link }),
      );
    }
  }
}
