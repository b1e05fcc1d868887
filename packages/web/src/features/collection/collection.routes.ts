import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';
import { COLLECTION_SEGMENT, PRODUCT_SEGMENT } from './collection.paths.ts';

const collectionHandle: RouteHandle = { name: 'collection', title: 'Collection', fill: true };
const productHandle: RouteHandle = { name: 'collection-product', title: 'Product' };

const lazyCollectionPage = lazyRoute(async () => ({
  Component: (await import('./CollectionPage.tsx')).CollectionPage,
}));
const lazyProductModal = lazyRoute(async () => ({
  Component: (await import('./product/ProductModalRoute.tsx')).ProductModalRoute,
}));

const productChild: RouteObject = {
  path: `${PRODUCT_SEGMENT}/:productId`,
  handle: productHandle,
  lazy: lazyProductModal,
};

/**
 * One collection's page (children of the workspace route, /workspace/:wId/…): its products as a
 * grid or gallery, with the product modal at product/{productId} over it.
 */
export const collectionRoutes = (): RouteObject[] => [
  {
    path: `${COLLECTION_SEGMENT}/:id/:libraryId?`,
    handle: collectionHandle,
    lazy: lazyCollectionPage,
    children: [productChild],
  },
];
