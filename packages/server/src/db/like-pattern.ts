/**
 * A LIKE pattern matching text that holds `text` anywhere: `%`, `_` and `\` in it are escaped, so a
 * search for "50%" finds "50%" and not everything starting with "50".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
