import type { Platform } from '../../graphql/context.ts';
import { findFollowingWorkspaceIds } from './collections.repository.ts';

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
 * Tells the collection's readers that it changed (call after the transaction committed): those
 * of its workspace, and the members of every workspace following it. The schedule engine calls it
 * when a product count changes.
 */
export function announceCollectionChanged(
  platform: Pick<Platform, 'pubsub' | 'database' | 'logger'>,
  args: { workspaceId: string; collectionId: string },
) {
  const change = (workspaceId: string) =>
    platform.pubsub.publish('collections.changed', workspaceId, {
      workspaceId,
      collectionId: args.collectionId,
      status: 'active',
    });
  change(args.workspaceId);
  // After the commit, and not awaited by the call that changed it: the change is made; a
  // follower's list that misses this hint shows it when next read.
  findFollowingWorkspaceIds(platform.database.db, args.collectionId).then(
    (following) => {
      for (const workspaceId of following)
        if (workspaceId !== args.workspaceId) change(workspaceId);
    },
    (error: unknown) =>
      platform.logger.warn({ err: error }, 'the workspaces following a collection were not told'),
  );
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
