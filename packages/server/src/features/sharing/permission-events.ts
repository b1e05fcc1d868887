import { AppError, collectionMessages, workspaceMessages } from '@specboard/domain';
import { filter, map, pipe, Repeater } from 'graphql-yoga';
import type { GraphQLContext, Platform } from '../../graphql/context.ts';
import { announceAccessChanged } from '../../graphql/live-access.ts';
import type {
  PermissionChange,
  PermissionResourceType,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  findProjectRole,
  loadProjectSubjects,
  loadWorkspace,
  type MembershipChange,
} from '../workspaces/index.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    /** A change of the people of the project the scope names, or of its shared link. */
    'sharing.permissionChanged': PermissionChange;
  }
}

/**
 * Tells the project's permission subscribers of each change, and each person whose access
 * changed to check their open subscriptions again. Call after the change has committed.
 */
export function announcePermissionChanges(platform: Platform, changes: PermissionChange[]) {
  for (const change of changes) {
    platform.pubsub.publish('sharing.permissionChanged', change.resourceId, change);
    if (!change.sharedLinkChanged) announceAccessChanged(platform, change.userId);
  }
}

/**
 * Whether a membership change can change someone's standing on the workspace's projects: a guest
 * staying a guest reaches a project only through a share, which the project's own changes report.
 * A guest joining (accepting an invitation) reaches the projects shared through it.
 */
const reachesProjects = (change: MembershipChange) =>
  !(change.role === 'guest' && change.previousRole === 'guest');

/** A guest joining is news only on the projects they now open (those shared with them). */
const concernsProject = (change: PermissionChange, membership: MembershipChange) =>
  !(membership.role === 'guest' && membership.previousRole === null && change.type === null);

type Args = { workspaceId: string; resourceType: PermissionResourceType; resourceId: string };

/**
 * Changes to who is on a resource, for as long as the subscriber may read it: a project's people
 * and shared link (a change of someone's workspace membership shown as their role on the project
 * now), or a workspace's members. A change about the subscriber that takes their access away is
 * delivered, then the stream ends.
 */
export async function subscribeToPermissionChanges(context: GraphQLContext, args: Args) {
  const viewer = requireViewer(context);
  let source: AsyncIterableIterator<PermissionChange>;
  let stillAllowed: () => Promise<unknown>;
  const memberships = () =>
    context.pubsub.subscribe('workspaces.membershipChanged', args.workspaceId);
  if (args.resourceType === 'project') {
    const ids = { workspaceId: args.workspaceId, projectId: args.resourceId };
    await loadProjectSubjects(context, ids);
    stillAllowed = () => loadProjectSubjects(context, ids);
    const asProjectChange = async (change: MembershipChange) => {
      const projectChange: PermissionChange = {
        resourceType: 'project',
        resourceId: args.resourceId,
        workspaceId: args.workspaceId,
        userId: change.userId,
        type: await findProjectRole(context.database, args.resourceId, change.userId),
        sharedLinkChanged: false,
      };
      return concernsProject(projectChange, change) ? projectChange : null;
    };
    source = Repeater.merge([
      context.pubsub.subscribe('sharing.permissionChanged', args.resourceId),
      pipe(
        memberships(),
        filter(reachesProjects),
        map(asProjectChange),
        filter((change): change is PermissionChange => change !== null),
      ),
    ]) as AsyncIterableIterator<PermissionChange>;
  } else if (args.resourceType === 'workspace') {
    if (args.resourceId !== args.workspaceId) {
      throw new AppError('NOT_FOUND', workspaceMessages.notFound);
    }
    await loadWorkspace(context, args.workspaceId);
    stillAllowed = () => loadWorkspace(context, args.workspaceId);
    source = pipe(
      memberships(),
      map(
        (change): PermissionChange => ({
          resourceType: 'workspace',
          resourceId: args.workspaceId,
          workspaceId: args.workspaceId,
          userId: change.userId,
          type: change.role,
          sharedLinkChanged: false,
        }),
      ),
    );
  } else {
    throw new AppError('NOT_FOUND', collectionMessages.notFound);
  }
  return endingWhenOwnAccessLost(source, viewer.userId, stillAllowed);
}

/**
 * The changes as they come; one about `userId` is followed by a check of their access, and when
 * it refuses, that change is the last delivered. Written as an iterator rather than a generator so
 * that unsubscribing ends it at once, not at the next event.
 */
function endingWhenOwnAccessLost(
  source: AsyncIterableIterator<PermissionChange>,
  userId: string,
  stillAllowed: () => Promise<unknown>,
): AsyncIterableIterator<PermissionChange> {
  let finished = false;
  const finish = async () => {
    finished = true;
    await source.return?.();
  };
  return {
    async next() {
      if (finished) return { done: true, value: undefined };
      const result = await source.next();
      if (result.done) return result;
      const change = result.value;
      if (change.userId === userId && !change.sharedLinkChanged) {
        const allowed = await stillAllowed().then(
          () => true,
          () => false,
        );
        if (!allowed) await finish();
      }
      return { done: false, value: change };
    },
    return: async () => {
      await finish();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
