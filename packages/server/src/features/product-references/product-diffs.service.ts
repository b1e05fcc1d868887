import { catalogueLimits, referenceDiff, referenceStatus } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  CollectionsForProduct,
  ProductFollower,
  QueryCompareScheduleWithReferencesArgs,
  QueryGetCollectionProductArgs,
  QueryGetRowDiffProductArgs,
  QueryListCollectionsForProductArgs,
  QueryListProductFollowersArgs,
  QueryListRecentProductsArgs,
  RecentProduct,
  RowDiffProduct,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { getCollectionsForViewer, loadCatalogueWorkspace } from '../collections/index.ts';
import {
  loadScheduleAccess,
  type RowJson,
  selectReferencingRows,
  selectRowsByIds,
  toRowJson,
} from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';
import {
  findProjectSourceLibrary,
  selectFollowedCollectionIds,
  selectLibraryCollectionIds,
  selectProductFollowers,
  selectProducts,
  selectRecentProducts,
  selectWorkspaceCollectionIds,
} from './product-references.repository.ts';
import {
  loadProducts,
  loadReferencingRow,
  loadSourceCollection,
  productNotFound,
  referenceOf,
} from './product-sources.ts';

type ReferencingRow = Awaited<ReturnType<typeof selectRowsByIds>>[number];

/** A referencing row against its product as it is now. */
function diffOf(
  row: ReferencingRow,
  collectionName: string,
  product: Record<string, unknown> | null,
): RowDiffProduct {
  const reference = referenceOf(row);
  const taken = row.ref_values ?? {};
  const cells = row.cells as Record<string, unknown>;
  const status = referenceStatus(cells, taken, product);
  return {
    rowId: row.id,
    collectionId: reference.collectionId,
    productId: reference.productId,
    collectionName,
    updateAvailable: status.updateAvailable,
    edited: status.edited,
    removed: product === null,
    fields: referenceDiff(cells, taken, product),
    product,
  };
}

/** How a row differs from its product (the product modal's compare). Read on both. */
export async function getRowDiffProduct(
  context: GraphQLContext,
  args: QueryGetRowDiffProductArgs,
): Promise<RowDiffProduct> {
  const { row, source, product } = await loadReferencingRow(context, args);
  return diffOf(row, source.collection.name, product);
}

/**
 * Compare schedule with references (editor and premium: collection:compare): every referencing
 * row that differs from its product, or whose product was removed. Rows of collections the
 * viewer cannot read are left out.
 */
export async function compareScheduleWithReferences(
  context: GraphQLContext,
  args: QueryCompareScheduleWithReferencesArgs,
): Promise<RowDiffProduct[]> {
  const access = await loadScheduleAccess(context, args);
  authorize(access.onProject, 'collection:compare');
  const run = context.database.executeSql;
  const rows = await selectReferencingRows(run, access.schedule.id);
  const byCollection = new Map<string, ReferencingRow[]>();
  for (const row of rows) {
    const id = row.ref_collection_id as string;
    byCollection.set(id, [...(byCollection.get(id) ?? []), row]);
  }
  const diffs: RowDiffProduct[] = [];
  for (const [collectionId, collectionRows] of byCollection) {
    const readable = await loadSourceCollection(context, args.workspaceId, collectionId).catch(
      () => undefined,
    );
    if (!readable) continue;
    const products = await selectProducts(
      run,
      collectionId,
      collectionRows.map((row) => row.ref_product_id as string),
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const row of collectionRows) {
      const product = byId.get(row.ref_product_id as string);
      const diff = diffOf(
        row,
        readable.collection.name,
        product && !product.removed ? product.cells : null,
      );
      if (diff.removed || diff.fields.length > 0) diffs.push(diff);
    }
  }
  return diffs;
}

/**
 * The collections a project's picker offers, as the viewer reads them: those of its source library
 * when it is locked to one (and no others); else the workspace's own, and in `userCollections` those
 * of other workspaces followed into it.
 */
export async function listCollectionsForProduct(
  context: GraphQLContext,
  args: QueryListCollectionsForProductArgs,
): Promise<CollectionsForProduct> {
  await loadScheduleAccess(context, { workspaceId: args.workspaceId, projectId: args.projectId });
  const run = context.database.executeSql;
  const sourceLibraryId = await findProjectSourceLibrary(run, args.projectId);
  const readable = (ids: string[]) => getCollectionsForViewer(context, args.workspaceId, ids);
  if (sourceLibraryId) {
    const inLibrary = await selectLibraryCollectionIds(run, sourceLibraryId);
    return {
      projectSourceLibraryCollections: await readable(inLibrary),
      userCollections: [],
      sourceLibraryId,
    };
  }
  return {
    projectSourceLibraryCollections: await readable(
      await selectWorkspaceCollectionIds(run, args.workspaceId),
    ),
    userCollections: await readable(await selectFollowedCollectionIds(run, args.workspaceId)),
    sourceLibraryId: null,
  };
}

/** The person's recent products in the workspace, newest first (10 kept; the picker shows 3). */
export async function listRecentProducts(
  context: GraphQLContext,
  args: QueryListRecentProductsArgs,
): Promise<RecentProduct[]> {
  const viewer = requireViewer(context);
  await loadCatalogueWorkspace(context, args.workspaceId);
  const kept = catalogueLimits.recentProductsKept;
  const limit = Math.min(Math.max(args.limit ?? kept, 0), kept);
  const rows = await selectRecentProducts(context.database.executeSql, {
    workspaceId: args.workspaceId,
    userId: viewer.userId,
    limit,
  });
  return rows.map((row) => ({
    productId: row.product_id,
    collectionId: row.collection_id,
    libraryId: row.library_id,
    collectionName: row.collection_name,
    name: productName(row.cells),
    usedAt: row.used_at,
  }));
}

/** A product's name as the picker shows it: its model, else its product code or manufacturer. */
function productName(cells: Record<string, unknown> | null): string | null {
  for (const key of ['model', 'productCode', 'manufacturer']) {
    const value = cells?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** One product of a collection the viewer reads, as a row (getCollectionProduct). */
export async function getCollectionProduct(
  context: GraphQLContext,
  args: QueryGetCollectionProductArgs,
): Promise<RowJson> {
  const source = await loadSourceCollection(context, args.workspaceId, args.collectionId);
  await loadProducts(context, source.collection.id, [args.productId]);
  const access = await loadScheduleAccess(context, {
    workspaceId: source.seenFrom,
    collectionId: source.collection.id,
  });
  const [row] = await selectRowsByIds(
    context.database.executeSql,
    access.schedule.id,
    [args.productId],
    { deleted: false },
  );
  if (!row) throw productNotFound();
  return toRowJson(row);
}

/** The schedules the viewer reads that use the product, with how many rows each. */
export async function listProductFollowers(
  context: GraphQLContext,
  args: QueryListProductFollowersArgs,
): Promise<ProductFollower[]> {
  const source = await loadSourceCollection(context, args.workspaceId, args.collectionId);
  const rows = await selectProductFollowers(
    context.database.executeSql,
    source.collection.id,
    args.productId,
  );
  const readable: ProductFollower[] = [];
  for (const row of rows) {
    const owner = row.project_id
      ? { workspaceId: row.owner_workspace_id, projectId: row.project_id }
      : { workspaceId: row.owner_workspace_id, collectionId: row.collection_id as string };
    const seen = await loadScheduleAccess(context, owner).then(
      () => true,
      () => false,
    );
    if (seen) {
      readable.push({
        projectId: row.project_id,
        collectionId: row.collection_id,
        name: row.name,
        rowsCount: row.rows_count,
      });
    }
  }
  return readable;
}
