export { type HighlightRange, highlightRanges } from './highlight.ts';
export { isQueryTooLong, type SearchMatch, searchLimits, searchMatches } from './limits.ts';
export { searchMessages } from './messages.ts';
export {
  intersectRanges,
  type MeasureField,
  type MeasureFilters,
  mergeMeasureFilters,
  type NumberRange,
  type ParsedProductQuery,
  parseProductQuery,
  type SearchTerm,
} from './query.ts';
export { allowsTypo, deletionVariants, searchWords, withinOneEdit } from './words.ts';
