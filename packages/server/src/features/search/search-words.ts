import {
  allowsTypo,
  deletionVariants,
  type SearchMatch,
  searchWords,
  withinOneEdit,
} from '@specboard/domain';
import type { DatabaseHandle } from '../../db/connection.ts';

/**
 * For each query word, the indexed words that match it: itself, and for fuzzy match (words of 4
 * letters or more) the words one edit away, found by their shared deletion variants and checked
 * by the domain's rule.
 */
export async function acceptedWords(
  database: DatabaseHandle,
  words: readonly string[],
  match: SearchMatch,
): Promise<string[][]> {
  if (match !== 'fuzzy') return words.map((word) => [word]);
  const typoWords = words.filter(allowsTypo);
  if (typoWords.length === 0) return words.map((word) => [word]);
  const variants = [...new Set(typoWords.flatMap(deletionVariants))];
  const { rows } = await database.executePrepared(
    'search-typo-candidates',
    `select word from search_words where word = any($1::text[])
     union
     select word from search_word_variants where variant = any($1::text[])`,
    [variants],
  );
  const candidates = (rows as { word: string }[]).map((row) => row.word);
  return words.map((word) =>
    allowsTypo(word)
      ? [
          word,
          ...candidates.filter((candidate) => candidate !== word && withinOneEdit(word, candidate)),
        ]
      : [word],
  );
}

/**
 * The words to highlight: the query's own, and the words its typos matched that the shown results
 * hold. Words matched elsewhere (the index knows every workspace's words) are not told.
 */
export function termsShown(
  words: readonly string[],
  groups: readonly (readonly string[])[],
  shownTexts: () => readonly string[],
): string[] {
  // Without typos' targets the query's own words are all there is to tell: the shown products'
  // words (some 3,000 on a page) need not be read.
  if (groups.every((group) => group.length <= 1)) return [...new Set(words)];
  const shown = new Set(shownTexts().flatMap(searchWords));
  const matched = groups.flat().filter((word) => shown.has(word));
  return [...new Set([...words, ...matched])];
}

/** A word as a tsquery lexeme: quoted, its quotes and backslashes escaped. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A tsquery where every group must match, by any of its words: ('lumen' | 'lumens') & 'led'. */
export function allOfAnyQuery(groups: readonly (readonly string[])[]): string {
  return groups.map((group) => `(${group.map(lexeme).join(' | ')})`).join(' & ');
}

/** A tsquery of the words starting with `start`. */
export function prefixQuery(start: string): string {
  return `${lexeme(start)}:*`;
}

/** A tsquery of one word. */
export function wordQuery(word: string): string {
  return lexeme(word);
}
