export { collectionPath, productPath } from './collection.paths.ts';
export { collectionRoutes } from './collection.routes.ts';
