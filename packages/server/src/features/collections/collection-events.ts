import type { Platform } from '../../graphql/context.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    /**
     * A collection was created, changed (its info or product count) or deleted (scope: its
     * workspace). A deleted one names the people who could read it, since it can no longer be
     * asked.
     */
    'collections.changed': {
      workspaceId: string;
      collectionId: string;
      status: 'active' | 'deleted';
      readers?: string[];
    };
  }
}

/**
 * Tells the collection's readers that it changed (call after the transaction committed). The
 * schedule engine calls it when a product count changes.
 */
export function announceCollectionChanged(
  platform: Pick<Platform, 'pubsub'>,
  args: { workspaceId: string; collectionId: string },
) {
  platform.pubsub.publish('collections.changed', args.workspaceId, {
    workspaceId: args.workspaceId,
    collectionId: args.collectionId,
    status: 'active',
  });
}

/** Tells the people who could read it that the collection is gone. */
export function announceCollectionDeleted(
  platform: Pick<Platform, 'pubsub'>,
  args: { workspaceId: string; collectionId: string; readers: string[] },
) {
  platform.pubsub.publish('collections.changed', args.workspaceId, {
    workspaceId: args.workspaceId,
    collectionId: args.collectionId,
    status: 'deleted',
    readers: args.readers,
  });
}
