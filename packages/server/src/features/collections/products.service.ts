import { AppError, scheduleMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Schedule, ScheduleRowsPage, View } from '../../graphql/resolvers.generated.ts';
import {
  authorizeEdit,
  deleteRows,
  getProjectSchedule,
  getStructuredScheduleRows,
  loadScheduleAccess,
} from '../schedule/index.ts';
import { getScheduleViews } from '../views/index.ts';

/**
 * A collection's products through the schedule engine: its rows are the rows of the collection's
 * live schedule, read with collection:read and changed with collection:editProducts. These are
 * the spec's named calls (001 §7); every other engine call takes collectionId itself.
 */
type CollectionArgs = { workspaceId: string; collectionId: string };

/** The products in schedule order, paged as getStructuredScheduleRows pages rows. */
export function listStructuredCollectionRows(
  context: GraphQLContext,
  args: CollectionArgs & { limit?: number | null; nextToken?: string | null },
): Promise<ScheduleRowsPage> {
  return getStructuredScheduleRows(context, {
    workspaceId: args.workspaceId,
    collectionId: args.collectionId,
    limit: args.limit,
    nextToken: args.nextToken,
  });
}

/** The product table's columns and product count. */
export function getCollectionSchema(
  context: GraphQLContext,
  args: CollectionArgs,
): Promise<Schedule> {
  return getProjectSchedule(context, {
    workspaceId: args.workspaceId,
    collectionId: args.collectionId,
  });
}

export function getCollectionViews(context: GraphQLContext, args: CollectionArgs): Promise<View[]> {
  return getScheduleViews(context, {
    workspaceId: args.workspaceId,
    collectionId: args.collectionId,
  });
}

/**
 * Moves products to the collection's deleted rows (restorable with restoreRows), its products
 * count kept; answers the ids moved. Ids of products not there (or already deleted) are passed
 * over; none of them there is 'Row not found.'.
 */
export async function deleteProduct(
  context: GraphQLContext,
  args: CollectionArgs & { productIds: readonly string[] },
): Promise<string[]> {
  const access = await loadScheduleAccess(context, {
    workspaceId: args.workspaceId,
    collectionId: args.collectionId,
  });
  authorizeEdit(access);
  const moved = await deleteRows(context, access, args.productIds, null);
  if (moved.length === 0) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
  return moved;
}
