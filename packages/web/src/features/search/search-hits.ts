import { type CellValue, type SearchMatch as DomainMatch, editText } from '@specboard/domain';
import type { SearchMatch, SearchProductHitFieldsFragment } from '../../graphql/graphql.ts';

export type ProductHit = SearchProductHitFieldsFragment;

/** The domain's name for a match mode ('PART' → 'part'), as highlightRanges takes it. */
export function toDomainMatch(match: SearchMatch): DomainMatch {
  return match.toLowerCase() as DomainMatch;
}

/** The match modes, in the order the toggle shows them, with their labels. */
export const matchOptions: readonly { value: SearchMatch; label: string }[] = [
  { value: 'FULL', label: 'Whole words' },
  { value: 'PART', label: 'Part of words' },
  { value: 'FUZZY', label: 'Allow typos' },
];

/** Reads a match mode from the address; anything else is the default, part of words. */
export function parseMatch(value: string | null): SearchMatch {
  const upper = value?.toUpperCase();
  return upper === 'FULL' || upper === 'FUZZY' ? upper : 'PART';
}

/** One text cell of a hit ('' when empty or absent): the cells come as a collection's row. */
export function hitText(hit: Pick<ProductHit, 'cells'>, field: string): string {
  const cells = (hit.cells ?? {}) as Record<string, CellValue | undefined>;
  return editText(cells[field]).trim();
}

/** The fields a result shows under its name, in order, each highlighted where the words match. */
export const detailFields = [
  { field: 'manufacturer', label: 'Manufacturer' },
  { field: 'model', label: 'Model' },
  { field: 'productCode', label: 'Code' },
  { field: 'productType', label: 'Type' },
] as const;

/**
 * What the header shows under a product's name: its manufacturer and model when the name is
 * not already those, and its code (which tells apart two of the same model).
 */
export function hitDetail(hit: Pick<ProductHit, 'cells' | 'name'>): string {
  const maker = [hitText(hit, 'manufacturer'), hitText(hit, 'model')].filter(Boolean).join(' ');
  return [maker === hit.name ? '' : maker, hitText(hit, 'productCode')].filter(Boolean).join(' · ');
}
