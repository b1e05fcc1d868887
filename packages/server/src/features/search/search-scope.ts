import { can, type PermissionSubject } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  type CollectionStanding,
  findReadableCollectionStandings,
  loadCatalogueWorkspace,
  subjectOnCollection,
} from '../collections/index.ts';

/** What a search may read, as the permission engine decided it. */
export type SearchScope = {
  userId: string;
  inWorkspace: PermissionSubject;
  /** The workspace whose every collection the viewer reads (a member's), or null. */
  workspaceId: string | null;
  /** The other collections they read: followed, suggested, shared with them as a guest. */
  collectionIds: string[];
};

/** Whether the engine lets a subject read a collection seen as `view`. */
function canRead(
  inWorkspace: PermissionSubject,
  view: Omit<CollectionStanding, 'id' | 'workspace_id'>,
) {
  const subject = subjectOnCollection(inWorkspace, view, false);
  return subject !== undefined && can(subject, 'collection:read').allowed;
}

/**
 * The collections the viewer may read from the workspace, each decided by the permission engine
 * (collection:read); searches are scoped to them in SQL. Any collection of the workspace gives a
 * member at least their workspace role (a share or having made it only raises it), so the
 * engine's answer for that role stands for all of them at once; the others are judged one by one.
 */
export async function loadSearchScope(
  context: GraphQLContext,
  workspaceId: string,
): Promise<SearchScope> {
  const viewer = requireViewer(context);
  const inWorkspace = await loadCatalogueWorkspace(context, workspaceId, { forCaps: false });
  const anyHomeCollection: Omit<CollectionStanding, 'id' | 'workspace_id'> = {
    role: inWorkspace.viewer.role ?? null,
    membership: (inWorkspace.viewer.membership as CollectionStanding['membership']) ?? null,
    is_creator: false,
    share_role: null,
    home: true,
    follower: false,
    sharing_type: 'unlisted',
    locked_to_workspace: false,
  };
  const wholeWorkspace = canRead(inWorkspace, anyHomeCollection);
  const views = await findReadableCollectionStandings(context.database.executePrepared, {
    workspaceId,
    userId: viewer.userId,
    beyondHome: wholeWorkspace,
  });
  return {
    userId: viewer.userId,
    inWorkspace,
    workspaceId: wholeWorkspace ? workspaceId : null,
    collectionIds: views.filter((view) => canRead(inWorkspace, view)).map((view) => view.id),
  };
}
