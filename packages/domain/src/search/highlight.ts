import { type SearchMatch, searchLimits } from './limits.ts';

export type HighlightRange = { start: number; end: number };

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && !/[\s\p{Cc}!-/:-@[-`{-~]/u.test(character);

/**
 * Where the search's terms appear in a text, to highlight them: as parts of words for part match
 * (anywhere, or at a word's start for terms shorter than three letters), as whole words
 * otherwise; sorted, overlaps merged.
 */
export function highlightRanges(
  text: string,
  terms: readonly string[],
  match: SearchMatch,
): HighlightRange[] {
  const lower = text.toLowerCase();
  const found: HighlightRange[] = [];
  for (const term of new Set(terms.map((item) => item.toLowerCase()).filter(Boolean))) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      const end = at + term.length;
      const starts = !isWordCharacter(lower[at - 1]);
      const whole = starts && !isWordCharacter(lower[end]);
      const anywhere = term.length >= searchLimits.partAnywhereMinLength;
      if (match === 'part' ? anywhere || starts : whole) found.push({ start: at, end });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: HighlightRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}
