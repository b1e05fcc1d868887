/** Lower case without accents, for matching what a user types against place names. */
export function normalizePlaceName(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
