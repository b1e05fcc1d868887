import {
  builtCollectionGroups,
  type CollectionGroup,
  catalogueLimits,
  collectionPageSize,
  followingCollectionGroups,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../graphql/paging.ts';
import type {
  Collection,
  CollectionGroupPage,
  CollectionPage,
  QueryListMyCollectionsV2Args,
  QueryListRecentCollectionsV2Args,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { loadCatalogueWorkspace } from './collection-access.ts';
import {
  countGroup,
  findFollowedPage,
  findGroupPage,
  findRecent,
} from './collection-lists.repository.ts';
import { presentCollections } from './collection-reading.ts';

function offsetOf(token: string | null | undefined): number {
  const decoded = decodeCursor(token, 1);
  return decoded ? Number(decoded[0]) : 0;
}

/**
 * The collections page: each asked group with its first page (18, or 100 with the flag), or with
 * one group and its nextToken that group's next page. Groups not built yet (published,
 * community) answer empty.
 */
export async function listMyCollectionsV2(
  context: GraphQLContext,
  args: QueryListMyCollectionsV2Args,
): Promise<CollectionGroupPage[]> {
  const viewer = requireViewer(context);
  const inWorkspace = await loadCatalogueWorkspace(context, args.workspaceId);
  const fallback = collectionPageSize(inWorkspace.flags);
  const limit = pageSize(args.limit, fallback, catalogueLimits.largePageSize);
  const groups: CollectionGroup[] = args.groups?.length
    ? [...new Set(args.groups)]
    : [...builtCollectionGroups, ...followingCollectionGroups];
  const offset = offsetOf(args.nextToken);
  const where = {
    workspaceId: args.workspaceId,
    userId: viewer.userId,
    libraryId: args.libraryId ?? null,
  };
  const run = context.database.executeSql;
  return Promise.all(
    groups.map(async (group) => {
      const [rows, amount] = await Promise.all([
        findGroupPage(run, {
          ...where,
          group,
          sort: args.sort ?? 'name',
          descending: args.direction === 'DESC',
          limit: limit + 1,
          offset,
        }),
        countGroup(run, { ...where, group }),
      ]);
      const data = await presentCollections(context, inWorkspace, rows.slice(0, limit));
      const nextToken = rows.length > limit ? encodeCursor([offset + limit]) : null;
      return { group, data, amount, nextToken };
    }),
  );
}

/** The viewer's recently opened collections, newest first (a page of them). */
export async function listRecentCollectionsV2(
  context: GraphQLContext,
  args: QueryListRecentCollectionsV2Args,
): Promise<CollectionPage> {
  const viewer = requireViewer(context);
  const inWorkspace = await loadCatalogueWorkspace(context, args.workspaceId);
  const limit = pageSize(args.limit, collectionPageSize(inWorkspace.flags), 100);
  const offset = offsetOf(args.nextToken);
  const rows = await findRecent(context.database.executeSql, {
    workspaceId: args.workspaceId,
    userId: viewer.userId,
    libraryId: args.libraryId ?? null,
    limit: limit + 1,
    offset,
  });
  const data = await presentCollections(context, inWorkspace, rows.slice(0, limit));
  return {
    data,
    amount: offset + data.length,
    nextToken: rows.length > limit ? encodeCursor([offset + limit]) : null,
  };
}

/** The viewer's recently opened collections (listResentlyCollections, as the spec spells it). */
export async function listResentlyCollections(
  context: GraphQLContext,
  args: { workspaceId: string; limit?: number | null },
): Promise<Collection[]> {
  return (await listRecentCollectionsV2(context, args)).data;
}

/**
 * The collections the workspace follows, as its members read them: by name, or by when they
 * were last opened through it (newest first).
 */
export async function listFollowedCollections(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    limit?: number | null;
    nextToken?: string | null;
    order: 'name' | 'lastAccessed';
  },
): Promise<CollectionPage> {
  const viewer = requireViewer(context);
  const inWorkspace = await loadCatalogueWorkspace(context, args.workspaceId);
  const limit = pageSize(args.limit, collectionPageSize(inWorkspace.flags), 100);
  const offset = offsetOf(args.nextToken);
  const rows = await findFollowedPage(context.database.executeSql, {
    workspaceId: args.workspaceId,
    userId: viewer.userId,
    order: args.order,
    limit: limit + 1,
    offset,
  });
  const data = await presentCollections(context, inWorkspace, rows.slice(0, limit));
  return {
    data,
    amount: offset + data.length,
    nextToken: rows.length > limit ? encodeCursor([offset + limit]) : null,
  };
}
