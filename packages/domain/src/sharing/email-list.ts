import { isValidEmail, normalizeEmail } from '../identity/email.ts';
import { sharingMessages } from './messages.ts';

export type ParsedEmailList =
  | { ok: true; emails: string[]; invalid: string[] }
  | { ok: false; message: string };

// Commas, semicolons and new lines end an entry; a space ends a bare address only.
const entryEnd = /[,;\n]/;
const bareEnd = /[\s,;]/;

/**
 * Reads what someone typed or pasted into the share dialog: addresses separated by commas,
 * semicolons, spaces or new lines, each optionally written `Name <address>` or `"Name" <address>`.
 * Entries are trimmed and repeats dropped. An unbalanced quote or angle bracket stops the reading:
 * the list could not be understood from there on.
 */
export function parseEmailList(text: string): ParsedEmailList {
  const emails: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  let rest = text;
  for (;;) {
    rest = rest.replace(/^[\s,;]+/, '');
    if (!rest) break;
    const segmentEnd = rest.search(entryEnd) < 0 ? rest.length : rest.search(entryEnd);
    const angle = rest.indexOf('<');
    let entry: string;
    if (rest.startsWith('"') || (angle >= 0 && angle < segmentEnd)) {
      const closingQuote = rest.startsWith('"') ? rest.indexOf('"', 1) : 0;
      const open = closingQuote < 0 ? -1 : rest.indexOf('<', closingQuote);
      const close = open < 0 ? -1 : rest.indexOf('>', open);
      if (close < 0) return { ok: false, message: sharingMessages.unparseableEmails(rest) };
      entry = rest.slice(open + 1, close).trim();
      rest = rest.slice(close + 1);
    } else {
      const end = rest.search(bareEnd) < 0 ? rest.length : rest.search(bareEnd);
      entry = rest.slice(0, end);
      if (/[<>"]/.test(entry)) {
        return { ok: false, message: sharingMessages.unparseableEmails(rest) };
      }
      rest = rest.slice(end);
    }
    if (!isValidEmail(entry)) {
      invalid.push(entry);
      continue;
    }
    const email = normalizeEmail(entry);
    if (!seen.has(email)) {
      seen.add(email);
      emails.push(email);
    }
  }
  return { ok: true, emails, invalid };
}

/** What a people search looks for: trimmed, without a leading @. */
export function peopleSearchText(text: string): string {
  return text.trim().replace(/^@+/, '').trim();
}
