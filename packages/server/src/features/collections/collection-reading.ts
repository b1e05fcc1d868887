import type { PermissionSubject, Role } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Collection } from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { fileLinksOf } from '../files/index.ts';
import { subjectOfRow } from '../workspaces/index.ts';
import { findWorkspaceStanding } from './collection-access.repository.ts';
import { collectionNotFound, loadCatalogueWorkspace } from './collection-access.ts';
import {
  type CollectionView,
  findCollectionMembers,
  findCollectionViews,
  findFirstPhotos,
} from './collection-views.repository.ts';
import { picturesPerCard, toCollection } from './collections.presenter.ts';

/** Collections as the API shows them: their people and first photos read once for all. */
export async function presentCollections(
  context: GraphQLContext,
  inWorkspace: PermissionSubject,
  views: CollectionView[],
): Promise<Collection[]> {
  const ids = views.map((view) => view.id);
  const run = context.database.executeSql;
  const [members, photos] = await Promise.all([
    findCollectionMembers(run, ids),
    findFirstPhotos(run, ids, picturesPerCard),
  ]);
  const links = fileLinksOf(context);
  return views.map((view) =>
    toCollection(view, {
      inWorkspace,
      links,
      members: members.filter((member) => member.collection_id === view.id),
      photos: photos.filter((photo) => photo.collection_id === view.id),
    }),
  );
}

/**
 * The collections among `ids` the viewer can open in the workspace, as Collection objects in the
 * order asked (those they cannot open left out). For other features that answer collections
 * (the libraries' lists).
 */
export async function getCollectionsForViewer(
  context: GraphQLContext,
  workspaceId: string,
  ids: readonly string[],
  inWorkspace?: PermissionSubject,
  accessToken?: string | null,
): Promise<Collection[]> {
  const viewer = requireViewer(context);
  const subject = inWorkspace ?? (await loadCatalogueWorkspace(context, workspaceId));
  const views = await findCollectionViews(context.database.executeSql, {
    workspaceId,
    userId: viewer.userId,
    ids,
    accessToken,
  });
  return presentCollections(context, subject, views);
}

/** One collection as the viewer sees it; 'Collection not found.' when they cannot open it. */
export async function getCollectionForViewer(
  context: GraphQLContext,
  workspaceId: string,
  collectionId: string,
  inWorkspace?: PermissionSubject,
  accessToken?: string | null,
): Promise<Collection> {
  const [collection] = await getCollectionsForViewer(
    context,
    workspaceId,
    [collectionId],
    inWorkspace,
    accessToken,
  );
  if (!collection) throw collectionNotFound();
  return collection;
}

/**
 * Collections suggested to the viewer, each as seen from its own workspace (they may belong to
 * none of them): those they can no longer open (made private) left out.
 */
export async function getSuggestedCollections(
  context: GraphQLContext,
  collections: readonly { id: string; workspaceId: string }[],
): Promise<Collection[]> {
  const viewer = requireViewer(context);
  const byWorkspace = new Map<string, { id: string }[]>();
  for (const collection of collections) {
    byWorkspace.set(collection.workspaceId, [
      ...(byWorkspace.get(collection.workspaceId) ?? []),
      collection,
    ]);
  }
  const presented = await Promise.all(
    [...byWorkspace].map(async ([workspaceId, list]) => {
      const row = await findWorkspaceStanding(context.database.executePrepared, {
        workspaceId,
        userId: viewer.userId,
      });
      if (!row) return [];
      const base = subjectOfRow(row);
      const inWorkspace: PermissionSubject = {
        ...base,
        workspace: {
          ...base.workspace,
          privateCollectionsInDefaultLibrary: row.private_collections,
        },
        viewer: {
          ...base.viewer,
          role: (row.role as Role | null) ?? undefined,
          membership: row.membership ?? undefined,
        },
      };
      const views = await findCollectionViews(context.database.executeSql, {
        workspaceId,
        userId: viewer.userId,
        ids: list.map((collection) => collection.id),
      });
      return presentCollections(context, inWorkspace, views);
    }),
  );
  return presented.flat();
}
