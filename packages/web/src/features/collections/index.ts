export { type CollectionInfo, CollectionInfoDialog } from './CollectionInfoDialog.tsx';
export {
  COLLECTION_LIBRARY_SEGMENT,
  COLLECTIONS_SEGMENT,
  collectionLibraryPath,
  collectionPagePath,
  collectionsPath,
} from './collections.paths.ts';
export { collectionsRoutes } from './collections.routes.tsx';
