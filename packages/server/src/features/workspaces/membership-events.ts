import type { Platform } from '../../graphql/context.ts';
import { announceAccessChanged } from '../../graphql/live-access.ts';

/** A change of someone's membership of a workspace. */
export type MembershipChange = {
  workspaceId: string;
  userId: string;
  /** Their role now, or null when they left or were removed. */
  role: string | null;
  /** Their role before, or null when they have just joined. */
  previousRole: string | null;
  /** Who made the change. */
  actorId: string;
};

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    /** Someone joined, changed role in or left the workspace the scope names. */
    'workspaces.membershipChanged': MembershipChange;
  }
}

/**
 * Tells the workspace's permission subscribers of the change, and the person's open
 * subscriptions to check their access again. Call after the change has committed.
 */
export function announceMembershipChanged(platform: Platform, change: MembershipChange) {
  platform.pubsub.publish('workspaces.membershipChanged', change.workspaceId, change);
  announceAccessChanged(platform, change.userId);
}
