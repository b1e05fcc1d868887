/**
 * A spreadsheet reads a cell that begins with = + - @ (or a tab or carriage return before one) as
 * a formula: text from a schedule row could then run commands or leak data on the recipient's
 * machine (CSV and formula injection). Every text an export writes goes through here; a
 * leading apostrophe makes a spreadsheet show the text as typed, and reads plainly elsewhere.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** Whether a text would be read as a formula if written as it is. */
export function startsLikeFormula(text: string): boolean {
  return formulaStart.test(text);
}
