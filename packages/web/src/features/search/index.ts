export { HeaderSearch } from './HeaderSearch.tsx';
export { HighlightedText } from './HighlightedText.tsx';
export { SEARCH_PRODUCTS_QUERY } from './search.documents.ts';
export { searchPath } from './search.paths.ts';
export { searchRoutes } from './search.routes.ts';
