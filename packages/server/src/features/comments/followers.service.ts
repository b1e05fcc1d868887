import { AppError, commentMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { RowFollower } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { fileLinksOf } from '../files/index.ts';
import type { ScheduleAccess } from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';
import { loadRowAccess, runOutside } from './comment-access.ts';
import { loadPeople } from './comment-presenter.ts';
import { deleteFollower, insertFollowers, selectFollowers } from './followers.repository.ts';
import { readersAmong } from './mentions.service.ts';

type RowArgs = {
  workspaceId: string;
  projectId: string;
  rowId: string;
  tableId?: string | null;
  tableType?: string | null;
};

async function followersOf(context: GraphQLContext, access: ScheduleAccess, rowId: string) {
  const run = runOutside(context);
  const followers = await selectFollowers(run, access.schedule.id, rowId);
  const readers = await readersAmong(run, access, followers);
  const ids = followers.filter((id) => readers.has(id));
  const people = await loadPeople(run, ids, fileLinksOf(context));
  return ids.flatMap((id): RowFollower[] => {
    const person = people.get(id);
    return person
      ? [{ userId: id, name: person.name, email: person.email, picture: person.picture }]
      : [];
  });
}

function checkTableType(args: RowArgs) {
  if (args.tableType && args.tableType !== 'schedule') {
    throw new AppError('BAD_USER_INPUT', commentMessages.followInSchedule);
  }
}

export async function getRowFollowers(context: GraphQLContext, args: RowArgs) {
  const access = await loadRowAccess(context, args);
  checkTableType(args);
  return followersOf(context, access, args.rowId);
}

/**
 * Anyone who may read the project follows or leaves a row themselves; choosing for someone else
 * is editing the project's data (project:edit), and they must be able to read it.
 */
async function authorizeFollowChange(
  context: GraphQLContext,
  access: ScheduleAccess,
  userId: string,
) {
  const viewer = requireViewer(context);
  if (userId === viewer.userId) return;
  authorize(access.onProject, 'project:edit');
}

export async function addRowFollower(context: GraphQLContext, args: RowArgs & { userId: string }) {
  const access = await loadRowAccess(context, args);
  checkTableType(args);
  await authorizeFollowChange(context, access, args.userId);
  const readers = await readersAmong(runOutside(context), access, [args.userId]);
  if (!readers.has(args.userId)) {
    throw new AppError('BAD_USER_INPUT', commentMessages.followMembersOnly);
  }
  await insertFollowers(runOutside(context), access.schedule.id, args.rowId, [args.userId]);
  return followersOf(context, access, args.rowId);
}

export async function deleteRowFollower(
  context: GraphQLContext,
  args: RowArgs & { userId: string },
) {
  const access = await loadRowAccess(context, args);
  checkTableType(args);
  await authorizeFollowChange(context, access, args.userId);
  await deleteFollower(runOutside(context), access.schedule.id, args.rowId, args.userId);
  return followersOf(context, access, args.rowId);
}
