import { can, productModeOf } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Collection, ProductMode } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  announceCollectionChanged,
  announceCollectionDeleted,
  type CollectionAccess,
  collectionNotFound,
  findCollectionAccess,
  findCollectionWorkspace,
  followIntoSubject,
  getCollectionForViewer,
  loadCatalogueWorkspace,
  loadCollectionAccess,
  settleSuggestionsFor,
} from '../collections/index.ts';
import { authorize } from '../workspaces/index.ts';
import { deleteFollow, findMemberIds, insertFollow, isFollowed } from './following.repository.ts';

/**
 * The collection as the viewer reads it to follow it: through the workspace they follow into (a
 * suggestion), or through its own (a member of both); else by its link's token, which `byLink`
 * tells (a link restricted to some fields does not let its holder follow).
 */
async function accessToFollow(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string; accessToken?: string | null },
): Promise<{ access: CollectionAccess; byLink: boolean }> {
  const home = await findCollectionWorkspace(context.database.db, args.collectionId);
  if (!home) throw collectionNotFound();
  const read = async (accessToken: string | null) =>
    (await findCollectionAccess(context, { ...args, accessToken })) ??
    (await findCollectionAccess(context, { ...args, workspaceId: home, accessToken }));
  const own = await read(null);
  if (own) return { access: own, byLink: false };
  const linked = args.accessToken ? await read(args.accessToken) : undefined;
  if (linked) return { access: linked, byLink: true };
  throw collectionNotFound();
}

/**
 * Follows a collection into the viewer's workspace (those who may add to it): its members then
 * read it and its products as followers. Refused into its own workspace, when locked to it or
 * private; the viewer's suggestions of it are settled.
 */
export async function followCollection(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string; accessToken?: string | null },
): Promise<Collection> {
  const viewer = requireViewer(context);
  const { access, byLink } = await accessToFollow(context, args);
  const into = await loadCatalogueWorkspace(context, args.workspaceId);
  const { collection } = access;
  authorize(
    followIntoSubject(into, {
      ownWorkspace: collection.workspaceId === args.workspaceId,
      lockedToWorkspace: collection.lockedToWorkspace,
      sharingType: collection.sharingType,
      restrictedLink: byLink && collection.sharedLinkMode === 'restricted',
    }),
    'collection:follow',
  );
  await context.database.db.transaction().execute(async (trx) => {
    await insertFollow(trx, { ...args, userId: viewer.userId });
    await settleSuggestionsFor(trx, {
      collectionId: args.collectionId,
      userId: viewer.userId,
      status: 'followed',
    });
  });
  // Its members' collection pages add it live to the followed group.
  announceCollectionChanged(context, args);
  return getCollectionForViewer(context, args.workspaceId, args.collectionId, into);
}

/** Ends the workspace's follow (those who may add to it); its members lose the collection, live. */
export async function unfollowCollection(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string },
): Promise<boolean> {
  const into = await loadCatalogueWorkspace(context, args.workspaceId);
  const db = context.database.db;
  if (!(await isFollowed(db, args.collectionId, args.workspaceId))) throw collectionNotFound();
  authorize(into, 'collection:unfollow');
  const readers = await findMemberIds(db, args.workspaceId);
  const ended = await deleteFollow(db, args);
  // For the workspace's members it is gone, as a deleted collection is.
  announceCollectionDeleted(context, { ...args, readers });
  return ended;
}

/** Whether the workspace follows the collection. */
export async function isCollectionFollowed(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string },
): Promise<boolean> {
  await loadCatalogueWorkspace(context, args.workspaceId);
  return isFollowed(context.database.db, args.collectionId, args.workspaceId);
}

/** How the product modal opens for the viewer: edit, read-only, or followed, with the reason. */
export async function getProductMode(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string; productId?: string | null },
): Promise<ProductMode> {
  const access = await loadCollectionAccess(context, args);
  return productModeOf({
    editProducts: can(access.subject, 'collection:editProducts'),
    follower: access.follower,
    productId: args.productId ?? null,
  });
}
