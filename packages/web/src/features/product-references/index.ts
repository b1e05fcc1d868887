export {
  drawReferenceMark,
  isOnMark,
  type ReferenceMark,
  referenceMarkOf,
  referenceSummary,
} from './reference-marks.ts';
export { useProductReferences } from './useProductReferences.tsx';
