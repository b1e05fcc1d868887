import {
  AppError,
  collectionMessages,
  effectiveProjectRole,
  type PermissionSubject,
  type Role,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { authorize, subjectOfRow } from '../workspaces/index.ts';
import {
  type CollectionStandingRow,
  findCollectionStanding,
  findWorkspaceStanding,
} from './collection-access.repository.ts';

export const collectionNotFound = () => new AppError('NOT_FOUND', collectionMessages.notFound);

/** The collection as the access check read it. */
export type AccessedCollection = {
  id: string;
  workspaceId: string;
  libraryId: string;
  name: string;
  productsCount: number;
  creatorId: string | null;
  publish: string;
  sharingType: string;
  lockedToWorkspace: boolean;
  /** What its link shows: full, or restricted to some fields. */
  sharedLinkMode: string | null;
  /** Whether it lives in the workspace it was asked through (else followed, suggested, linked). */
  home: boolean;
};

export type CollectionAccess = {
  collection: AccessedCollection;
  /** The engine's subject on the collection: the viewer's effective role there. */
  subject: PermissionSubject;
  /** The engine's subject in the workspace (their workspace role): creating, copying. */
  inWorkspace: PermissionSubject;
  /** Whether the viewer holds a share (their own, or of a library holding it). */
  sharedWithViewer: boolean;
  /** The role the collection itself gives them: creator as its creator, else their best share. */
  resourceRole: CollectionStandingRow['share_role'];
  /** Whether they read it only as a follower (a follow, a suggestion or its link). */
  follower: boolean;
};

/**
 * The role someone has on a collection, as on a project (effectiveProjectRole): a member (not a
 * guest) holds their workspace role, raised by a share; the creator holds creator; a guest only
 * their share. Undefined for anyone else.
 */
export function effectiveCollectionRole(row: {
  role: string | null;
  membership: CollectionStandingRow['membership'];
  is_creator: boolean;
  share_role: CollectionStandingRow['share_role'];
  /** Whether the collection lives in the workspace asked through (see below); true when absent. */
  home?: boolean;
  /** Whether they read it as a follower (see followerSql): follower when nothing gives more. */
  follower?: boolean;
}): Role | undefined {
  // Through another workspace nobody holds more than follower: a role there (its creator's, a
  // share's) would reach across workspaces (adding it to a library of the other, say).
  if (row.home === false) return row.follower ? 'follower' : undefined;
  const shared = row.is_creator ? 'creator' : (row.share_role ?? undefined);
  const role = effectiveProjectRole({
    workspaceRole: (row.role as Role | null) ?? undefined,
    workspaceMembership: row.membership ?? undefined,
    projectRole: shared,
  });
  return role ?? (row.follower ? 'follower' : undefined);
}

/** What the engine needs to know of the collection for following and suggesting it. */
export function followingFactsOf(row: {
  home: boolean;
  sharing_type: string;
  locked_to_workspace: boolean;
}) {
  return {
    ownWorkspace: row.home,
    lockedToWorkspace: row.locked_to_workspace,
    privateSharing: row.sharing_type === 'private',
  };
}

/**
 * The subject following a collection into a workspace is decided on (collection:follow): the
 * viewer's role in the workspace followed into, and the collection's facts. One rule for the
 * call (followCollection) and the ability a collection answers beforehand.
 */
export function followIntoSubject(
  into: PermissionSubject,
  facts: {
    /** Whether the workspace followed into is the collection's own. */
    ownWorkspace: boolean;
    lockedToWorkspace: boolean;
    sharingType: string;
    /** Whether the viewer reads it only through a link restricted to some fields. */
    restrictedLink: boolean;
  },
): PermissionSubject {
  return {
    ...into,
    resource: {
      ownWorkspace: facts.ownWorkspace,
      lockedToWorkspace: facts.lockedToWorkspace,
      privateSharing: facts.sharingType === 'private',
      restrictedLink: facts.restrictedLink,
    },
  };
}

/** Both subjects from a standing row; `subject` undefined when the person cannot open it. */
export function collectionSubjectsOfRow(row: CollectionStandingRow) {
  const base = subjectOfRow(row);
  const workspace = {
    ...base.workspace,
    privateCollectionsInDefaultLibrary: row.private_collections,
  };
  const inWorkspace: PermissionSubject = {
    ...base,
    workspace,
    viewer: {
      ...base.viewer,
      role: (row.role as Role | null) ?? undefined,
      membership: row.membership ?? undefined,
    },
  };
  const role = effectiveCollectionRole(row);
  const subject: PermissionSubject | undefined = role && {
    ...inWorkspace,
    viewer: { ...inWorkspace.viewer, role },
    resource: { inCustomLibrary: row.in_custom_library, ...followingFactsOf(row) },
  };
  return { inWorkspace, subject };
}

function collectionOfRow(row: CollectionStandingRow): AccessedCollection {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    libraryId: row.library_id,
    name: row.name,
    productsCount: row.products_count,
    creatorId: row.creator_id,
    publish: row.publish,
    sharingType: row.sharing_type,
    lockedToWorkspace: row.locked_to_workspace,
    sharedLinkMode: row.shared_link_mode,
    home: row.home,
  };
}

/**
 * The collection and the viewer's subjects on it, collection:read checked, in one SQL read. A
 * collection they cannot open, in their workspace or another, is 'Collection not found.'.
 */
export async function loadCollectionAccess(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string; accessToken?: string | null },
): Promise<CollectionAccess> {
  const viewer = requireViewer(context);
  const row = await findCollectionStanding(context.database.executePrepared, {
    workspaceId: args.workspaceId,
    collectionId: args.collectionId,
    userId: viewer.userId,
    accessToken: args.accessToken,
  });
  if (!row) throw collectionNotFound();
  const { inWorkspace, subject } = collectionSubjectsOfRow(row);
  if (!subject) throw collectionNotFound();
  authorize(subject, 'collection:read');
  return {
    collection: collectionOfRow(row),
    subject,
    inWorkspace,
    sharedWithViewer: row.share_role !== null,
    resourceRole: row.is_creator ? 'creator' : row.share_role,
    follower: subject.viewer.role === 'follower',
  };
}

/** The same, answering undefined instead of 'Collection not found.'. */
export async function findCollectionAccess(
  context: GraphQLContext,
  args: { workspaceId: string; collectionId: string; accessToken?: string | null },
): Promise<CollectionAccess | undefined> {
  try {
    return await loadCollectionAccess(context, args);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * The viewer's subject in a workspace for the catalogue (their workspace role, the free cap's
 * count). Someone with neither a membership nor a share there is answered 'Collection not found.'.
 * Callers that only read (`forCaps` false) skip counting the workspace's collections for the cap.
 */
export async function loadCatalogueWorkspace(
  context: GraphQLContext,
  workspaceId: string,
  { forCaps = true }: { forCaps?: boolean } = {},
): Promise<PermissionSubject> {
  const viewer = requireViewer(context);
  const row = await findWorkspaceStanding(context.database.executePrepared, {
    workspaceId,
    userId: viewer.userId,
    forCaps,
  });
  if (!row || (!row.membership && !row.holds_shares)) throw collectionNotFound();
  const base = subjectOfRow(row);
  return {
    ...base,
    workspace: { ...base.workspace, privateCollectionsInDefaultLibrary: row.private_collections },
    viewer: {
      ...base.viewer,
      role: (row.role as Role | null) ?? undefined,
      membership: row.membership ?? undefined,
    },
  };
}
