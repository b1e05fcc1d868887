import {
  AppError,
  type CommentFacts,
  type CommentScope,
  canSeeComment,
  commentMessages,
  scheduleMessages,
} from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { loadScheduleAccess, type ScheduleAccess } from '../schedule/index.ts';
import { type StoredComment, selectComment } from './comments.repository.ts';

export type ResourceArgs = {
  workspaceId: string;
  resourceType: CommentScope;
  resourceId: string;
};

export const commentNotFound = () => new AppError('NOT_FOUND', commentMessages.notFound);
export const rowNotFound = () => new AppError('NOT_FOUND', scheduleMessages.rowNotFound);

/** The runner outside any transaction. */
export const runOutside = (context: GraphQLContext): RawRunner => context.database.executeSql;

/**
 * The viewer's standing on the resource a comment lives on: a project, through its live schedule
 * (membership, project and schedule in one query; the engine's project:read checked), or a
 * collection, through its products' schedule.
 */
export async function loadCommentAccess(
  context: GraphQLContext,
  args: ResourceArgs & { rowId?: string | null },
): Promise<ScheduleAccess> {
  if (args.resourceType === 'collection') {
    requireViewer(context);
    // A collection's comments live on its products' schedule, read as the collection's
    // (loadCollectionAccess inside the engine); its id scopes them as a project's id does.
    const access = await loadScheduleAccess(context, {
      workspaceId: args.workspaceId,
      collectionId: args.resourceId,
      rowId: args.rowId ?? undefined,
    });
    return { ...access, schedule: { ...access.schedule, projectId: args.resourceId } } as never;
  }
  return loadScheduleAccess(context, {
    workspaceId: args.workspaceId,
    projectId: args.resourceId,
    rowId: args.rowId ?? undefined,
  });
}

/** The project's access with a row of its live schedule, which must exist. */
export async function loadRowAccess(
  context: GraphQLContext,
  args: { workspaceId: string; projectId: string; rowId: string; tableId?: string | null },
): Promise<ScheduleAccess> {
  const access = await loadCommentAccess(context, {
    workspaceId: args.workspaceId,
    resourceType: 'project',
    resourceId: args.projectId,
    rowId: args.rowId,
  });
  if (args.tableId && args.tableId !== access.schedule.id) {
    throw new AppError('NOT_FOUND', scheduleMessages.scheduleNotFound);
  }
  if (!access.row) throw rowNotFound();
  return access;
}

export function factsOf(comment: StoredComment): CommentFacts {
  return {
    createdBy: comment.created_by,
    privacy: comment.privacy,
    status: comment.status,
    mentioned: comment.mentioned,
  };
}

/**
 * A comment the viewer sees, with their access to its resource. One in another workspace, on a
 * resource they may not read, or hidden from them is not found, so nothing is told of it.
 */
export async function loadVisibleComment(
  context: GraphQLContext,
  args: { workspaceId: string; commentId: string },
) {
  const viewer = requireViewer(context);
  const comment = await selectComment(runOutside(context), args.commentId, viewer.userId);
  if (!comment || comment.workspace_id !== args.workspaceId) throw commentNotFound();
  const access = await loadCommentAccess(context, {
    workspaceId: args.workspaceId,
    resourceType: comment.resource_type,
    resourceId: comment.resource_id,
  }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? commentNotFound() : error;
  });
  if (!canSeeComment(factsOf(comment), viewer.userId)) throw commentNotFound();
  return { comment, access, viewer };
}
