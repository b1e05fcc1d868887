export { LIBRARIES_SEGMENT, librariesPath } from './libraries.paths.ts';
export { libraryRoutes, useCatalogueNavItems } from './libraries.routes.tsx';
export type { Library } from './libraries.types.ts';
