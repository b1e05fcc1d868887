import { AppError, productReferenceMessages, scheduleMessages } from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  type CollectionAccess,
  collectionNotFound,
  findCollectionAccess,
  loadCollectionAccess,
} from '../collections/index.ts';
import { loadScheduleAccess, rowIdOf, selectRowsByIds } from '../schedule/index.ts';
import {
  findCollectionHome,
  type ProductRow,
  selectProducts,
} from './product-references.repository.ts';

/**
 * A collection products are taken from, read with the viewer's role as seen from the workspace
 * they work in (`fromWorkspaceId`: a follow of that workspace makes them a follower), else from
 * the collection's own workspace (a member there, a share): collection:read checked. Anyone who
 * cannot read it is 'Collection not found.'.
 */
export async function loadSourceCollection(
  context: GraphQLContext,
  fromWorkspaceId: string,
  collectionId: string,
): Promise<SourceCollection> {
  const seen = await findCollectionAccess(context, { workspaceId: fromWorkspaceId, collectionId });
  if (seen) return { ...seen, seenFrom: fromWorkspaceId };
  const home = await findCollectionHome(context.database.executeSql, collectionId);
  if (!home || home.workspace_id === fromWorkspaceId) throw collectionNotFound();
  const access = await loadCollectionAccess(context, {
    workspaceId: home.workspace_id,
    collectionId,
  });
  return { ...access, seenFrom: home.workspace_id };
}

/** A collection read by the viewer, with the workspace it was read from (for the engine's calls). */
export type SourceCollection = CollectionAccess & { seenFrom: string };

export const productNotFound = () =>
  new AppError('NOT_FOUND', productReferenceMessages.productNotFound);

/** The products by id, in the order asked; every one must be there and not deleted. */
export async function loadProducts(
  context: GraphQLContext,
  collectionId: string,
  productIds: readonly string[],
): Promise<ProductRow[]> {
  const found = await selectProducts(context.database.executeSql, collectionId, productIds);
  const byId = new Map(found.map((product) => [product.id, product]));
  return productIds.map((id) => {
    const product = byId.get(id);
    if (!product || product.removed) throw productNotFound();
    return product;
  });
}

/** The product a row references now: its cells, or null when it was deleted. */
export async function currentProduct(
  context: GraphQLContext,
  collectionId: string,
  productId: string,
): Promise<Record<string, unknown> | null> {
  const [product] = await selectProducts(context.database.executeSql, collectionId, [productId]);
  return product && !product.removed ? product.cells : null;
}

/** A schedule row's reference, or the refusal naming a row that keeps none. */
export function referenceOf(row: {
  ref_collection_id: string | null;
  ref_product_id: string | null;
}) {
  if (!row.ref_collection_id || !row.ref_product_id) {
    throw new AppError('BAD_USER_INPUT', productReferenceMessages.notReferenced);
  }
  return { collectionId: row.ref_collection_id, productId: row.ref_product_id };
}

/** A referencing row named by its schedule (a project's, or a collection's) and id. */
type RowTarget = {
  workspaceId: string;
  projectId?: string | null;
  collectionId?: string | null;
  rowId: string;
};

/**
 * The row named (of a project, or a collection's product), with the schedule's access, its
 * reference, the collection it was taken from as the viewer reads it, and the product now.
 */
export async function loadReferencingRow(context: GraphQLContext, args: RowTarget) {
  const rowId = rowIdOf(args.rowId);
  const access = await loadScheduleAccess(context, { ...args, rowId });
  const [row] = await selectRowsByIds(context.database.executeSql, access.schedule.id, [rowId], {
    deleted: false,
  });
  if (!row) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
  const reference = referenceOf(row);
  const source = await loadSourceCollection(context, args.workspaceId, reference.collectionId);
  const product = await currentProduct(context, reference.collectionId, reference.productId);
  return { access, row, rowId, reference, source, product };
}
