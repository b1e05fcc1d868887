import {
  AppError,
  catalogueLimits,
  computeCells,
  productReferenceMessages,
  type RowCells,
  referenceValues,
  scheduleMessages,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  MutationCreateProjectProductsArgs,
  MutationFollowProductArgs,
  MutationSaveRowAsNewProductArgs,
  MutationUpdateProjectProductArgs,
} from '../../graphql/resolvers.generated.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import {
  addReferencedRows,
  authorizeEdit,
  loadScheduleAccess,
  type RowJson,
  rowIdOf,
  writeRowReference,
} from '../schedule/index.ts';
import { authorize } from '../workspaces/index.ts';
import {
  findProjectSourceLibrary,
  isCollectionInLibrary,
  rememberRecentProducts,
} from './product-references.repository.ts';
import { loadProducts, loadReferencingRow, loadSourceCollection } from './product-sources.ts';

/** The most products one createProjectProducts call adds. */
const productsPerAddMax = 100;

/** A new row's cells from a product: its reference fields, and the computed cells. */
function cellsFromProduct(productCells: Record<string, unknown>): RowCells {
  const cells = referenceValues(productCells) as RowCells;
  return { ...cells, ...computeCells(cells) };
}

/**
 * Products of a collection added to a project's schedule as rows keeping a reference: project:edit
 * on the project, collection:read on the collection, which must be in the project's source
 * library when it is locked to one (spec 000 §5). Each becomes one of the person's recent
 * products.
 */
export async function createProjectProducts(
  context: GraphQLContext,
  args: MutationCreateProjectProductsArgs,
): Promise<RowJson[]> {
  const viewer = requireViewer(context);
  const productIds = [...new Set(args.productIds)];
  if (productIds.length === 0) {
    throw new AppError('BAD_USER_INPUT', productReferenceMessages.noProducts);
  }
  if (productIds.length > productsPerAddMax) {
    throw new AppError(
      'BAD_USER_INPUT',
      productReferenceMessages.tooManyProducts(productsPerAddMax),
    );
  }
  const access = await loadScheduleAccess(context, {
    workspaceId: args.workspaceId,
    projectId: args.projectId,
  });
  authorizeEdit(access);
  const source = await loadSourceCollection(context, args.workspaceId, args.collectionId);
  const run = context.database.executeSql;
  const sourceLibrary = await findProjectSourceLibrary(run, args.projectId);
  if (sourceLibrary && !(await isCollectionInLibrary(run, source.collection.id, sourceLibrary))) {
    throw new AppError('FORBIDDEN', productReferenceMessages.lockedToSourceLibrary, {
      reason: 'sourceLibrary',
    });
  }
  const products = await loadProducts(context, source.collection.id, productIds);
  const near = args.nearRowId
    ? { rowId: rowIdOf(args.nearRowId), place: args.place ?? 'below' }
    : null;
  const rows = await addReferencedRows(
    context,
    access,
    products.map((product) => ({
      cells: cellsFromProduct(product.cells),
      ref: {
        collectionId: source.collection.id,
        productId: product.id,
        values: referenceValues(product.cells),
      },
    })),
    near,
    null,
  );
  await rememberRecentProducts(
    run,
    {
      workspaceId: args.workspaceId,
      userId: viewer.userId,
      collectionId: source.collection.id,
      productIds,
    },
    catalogueLimits.recentProductsKept,
  );
  return rows;
}

/**
 * Takes the product's current values (update, revert: the row's reference fields become the
 * product's) or keeps the row's (keep: the product's values become the reference, no update
 * offered). Edit on the row's schedule, read on the product's collection.
 */
export async function takeProduct(
  context: GraphQLContext,
  args: MutationUpdateProjectProductArgs,
  take: boolean,
): Promise<RowJson> {
  const { access, rowId, reference, product } = await loadReferencingRow(context, args);
  authorizeEdit(access);
  if (!product) throw new AppError('NOT_FOUND', productReferenceMessages.productRemoved);
  return writeRowReference(context, access, rowId, { product: reference, take, session: null });
}

/**
 * Save as new product (spec 000 §6, editor and premium): the row's reference fields become a
 * product of a collection the viewer edits (the 100-product cap holds), and the row references it.
 */
export async function saveRowAsNewProduct(
  context: GraphQLContext,
  args: MutationSaveRowAsNewProductArgs,
): Promise<RowJson> {
  const rowId = rowIdOf(args.rowId);
  const access = await loadScheduleAccess(context, {
    workspaceId: args.workspaceId,
    projectId: args.projectId,
    rowId,
  });
  authorizeEdit(access);
  authorize(access.onProject, 'product:saveAsNew');
  if (!access.row) throw new AppError('NOT_FOUND', scheduleMessages.rowNotFound);
  const rowCells = access.row.cells as Record<string, unknown>;
  const target = await loadSourceCollection(context, args.workspaceId, args.collectionId);
  const products = await loadScheduleAccess(context, {
    workspaceId: target.seenFrom,
    collectionId: target.collection.id,
  });
  authorizeEdit(products);
  const [product] = await addReferencedRows(
    context,
    products,
    [{ cells: cellsFromProduct(rowCells), ref: null }],
    null,
    null,
  );
  if (!product) throw new AppError('NOT_FOUND', productReferenceMessages.productNotFound);
  return writeRowReference(context, access, rowId, {
    product: { collectionId: target.collection.id, productId: product.id },
    take: false,
    session: null,
  });
}

/**
 * Follow a product into a collection of the workspace: a copy there that keeps a reference and is
 * offered the product's updates. Read on the product's collection, editProducts on the target.
 */
export async function followProduct(
  context: GraphQLContext,
  args: MutationFollowProductArgs,
): Promise<RowJson> {
  if (args.collectionId === args.targetCollectionId) {
    throw new AppError('BAD_USER_INPUT', productReferenceMessages.sameCollection);
  }
  const source = await loadSourceCollection(context, args.workspaceId, args.collectionId);
  const [product] = await loadProducts(context, source.collection.id, [args.productId]);
  if (!product) throw new AppError('NOT_FOUND', productReferenceMessages.productNotFound);
  const target = await loadScheduleAccess(context, {
    workspaceId: args.workspaceId,
    collectionId: args.targetCollectionId,
  });
  const [row] = await addReferencedRows(
    context,
    target,
    [
      {
        cells: cellsFromProduct(product.cells),
        ref: {
          collectionId: source.collection.id,
          productId: product.id,
          values: referenceValues(product.cells),
        },
      },
    ],
    null,
    null,
  );
  if (!row) throw new AppError('NOT_FOUND', productReferenceMessages.productNotFound);
  return row;
}
