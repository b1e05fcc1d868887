import { can, type PermissionSubject } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  type CollectionView,
  findReadableCollectionViews,
  loadCatalogueWorkspace,
  subjectOnCollection,
} from '../collections/index.ts';

/** What a search may read: the collections the engine lets the viewer open from the workspace. */
export type SearchScope = {
  userId: string;
  inWorkspace: PermissionSubject;
  collections: Map<string, CollectionView>;
};

/**
 * The collections the viewer may read from the workspace, each judged by the permission engine
 * (collection:read) on the standing read in SQL; searches are scoped to these ids in SQL.
 */
export async function loadSearchScope(
  context: GraphQLContext,
  workspaceId: string,
): Promise<SearchScope> {
  const viewer = requireViewer(context);
  const inWorkspace = await loadCatalogueWorkspace(context, workspaceId);
  const views = await findReadableCollectionViews(context.database.executeSql, {
    workspaceId,
    userId: viewer.userId,
  });
  const readable = views.filter((view) => {
    const subject = subjectOnCollection(inWorkspace, view, false);
    return subject !== undefined && can(subject, 'collection:read').allowed;
  });
  return {
    userId: viewer.userId,
    inWorkspace,
    collections: new Map(readable.map((view) => [view.id, view])),
  };
}

/** The scope's collections, narrowed to those asked for (never widened). */
export function scopedCollectionIds(
  scope: SearchScope,
  asked?: readonly string[] | null,
): string[] {
  const ids = [...scope.collections.keys()];
  if (!asked?.length) return ids;
  const wanted = new Set(asked);
  return ids.filter((id) => wanted.has(id));
}
