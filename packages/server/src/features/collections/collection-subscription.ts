import type { GraphQLContext } from '../../graphql/context.ts';
import { untilAccessLost } from '../../graphql/live-access.ts';
import type { CollectionEvent } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  findCollectionAccess,
  loadCatalogueWorkspace,
  loadCollectionAccess,
} from './collection-access.ts';
import { getCollectionsForViewer } from './collection-reading.ts';

type Args = { workspaceId: string; collectionId?: string | null };

async function checkAccess(context: GraphQLContext, args: Args) {
  if (args.collectionId) {
    await loadCollectionAccess(context, { ...args, collectionId: args.collectionId });
  } else {
    await loadCatalogueWorkspace(context, args.workspaceId);
  }
}

/**
 * Collections created, changed or deleted in the workspace (or the one asked), each only for a
 * subscriber who can read it, as they see it now; a deleted one for those who could read it.
 */
export async function subscribeToCollectionChanges(
  context: GraphQLContext,
  args: Args,
): Promise<AsyncIterableIterator<CollectionEvent>> {
  const viewer = requireViewer(context);
  await checkAccess(context, args);
  const source = context.pubsub.subscribe('collections.changed', args.workspaceId);
  const toEvent = async (change: {
    collectionId: string;
    status: 'active' | 'deleted';
    readers?: string[];
  }): Promise<CollectionEvent | undefined> => {
    if (args.collectionId && change.collectionId !== args.collectionId) return undefined;
    if (change.status === 'deleted') {
      if (!change.readers?.includes(viewer.userId)) return undefined;
      return { ...change, workspaceId: args.workspaceId, productsCount: 0, collection: null };
    }
    const access = await findCollectionAccess(context, {
      workspaceId: args.workspaceId,
      collectionId: change.collectionId,
    });
    if (!access) return undefined;
    const [collection] = await getCollectionsForViewer(
      context,
      args.workspaceId,
      [change.collectionId],
      access.inWorkspace,
    );
    return {
      collectionId: change.collectionId,
      workspaceId: args.workspaceId,
      status: 'active',
      productsCount: access.collection.productsCount,
      collection: collection ?? null,
    };
  };
  const stream: AsyncIterableIterator<CollectionEvent> = {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done) return { done: true, value: undefined };
        try {
          const event = await toEvent(result.value);
          if (event) return { done: false, value: event };
        } catch (error) {
          context.log.error(
            { err: error },
            'a collection event could not be read for a subscriber',
          );
        }
      }
    },
    return: async () => {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return untilAccessLost(context, stream, () => checkAccess(context, args));
}
