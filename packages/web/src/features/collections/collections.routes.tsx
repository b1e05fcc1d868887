import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import type { RouteHandle } from '../../app/routing/route-handle.ts';
import { COLLECTION_LIBRARY_SEGMENT, COLLECTIONS_SEGMENT } from './collections.paths.ts';

const collectionsHandle: RouteHandle = { name: 'collections', title: 'Collections' };
const libraryHandle: RouteHandle = { name: 'collection-library', title: 'Collections' };

const lazyCollectionsPage = lazyRoute(async () => ({
  Component: (await import('./CollectionsPage.tsx')).CollectionsPage,
}));

/**
 * The collections pages, children of the workspace route (/workspace/:wId/…): all collections,
 * one library's (`collections/:id`, id being the library), and the same by collection-library.
 */
export const collectionsRoutes = (): RouteObject[] => [
  { path: COLLECTIONS_SEGMENT, handle: collectionsHandle, lazy: lazyCollectionsPage },
  { path: `${COLLECTIONS_SEGMENT}/:id`, handle: collectionsHandle, lazy: lazyCollectionsPage },
  {
    path: `${COLLECTION_LIBRARY_SEGMENT}/:libraryId`,
    handle: libraryHandle,
    lazy: lazyCollectionsPage,
  },
];
