import { searchLimits } from './limits.ts';

/**
 * What separates words: white space, control characters and ASCII punctuation. The database splits a product's text
 * with the same class (migration 0032), so a query's words and the indexed words agree.
 */
const separators = /[\s\p{Cc}!-/:-@[-`{-~]+/u;

/** The words of a text as search compares them: lower case, split on spaces and punctuation. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(separators)
    .filter((word) => word !== '');
}

/**
 * Whether `a` and `b` are at most one edit apart: the same, or one letter inserted, deleted,
 * replaced, or two neighbours swapped (the typos people make).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start++;
  if (short.length === long.length) {
    if (short.slice(start + 1) === long.slice(start + 1)) return true;
    return (
      short[start] === long[start + 1] &&
      short[start + 1] === long[start] &&
      short.slice(start + 2) === long.slice(start + 2)
    );
  }
  return short.slice(start) === long.slice(start + 1);
}

/**
 * The word and each of its one-letter deletions. Two words one edit apart always share one of
 * these (a swap shares two), which lets an index find a typo's candidates by equality alone.
 */
export function deletionVariants(word: string): string[] {
  const variants = new Set([word]);
  for (let index = 0; index < word.length; index++) {
    variants.add(word.slice(0, index) + word.slice(index + 1));
  }
  return [...variants];
}

/** Whether fuzzy match lets this query word be one edit away (long enough). */
export function allowsTypo(word: string): boolean {
  return [...word].length >= searchLimits.fuzzyMinLength;
}
