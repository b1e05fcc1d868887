import { isValidEmail, normalizeEmail } from '@specboard/domain';

/** What the invite dialog understood of the addresses typed or pasted into it. */
export type ParsedEmailList = {
  /** Valid addresses, normalised, each once, in the order given. */
  emails: string[];
  /** Entries that try to be an address (they hold an '@') but are not valid, as typed. */
  invalid: string[];
  /**
   * The text from the first entry that is no address at all, to the end; nothing after it is
   * read. Set only when there is such an entry.
   */
  notUnderstood?: string;
};

type ParseOptions = {
  /**
   * False while the user is still typing: the entry at the very end (not yet followed by a
   * separator) and trailing words that may start a display name are not judged yet.
   */
  complete?: boolean;
};

/** Longest piece of the leftover text quoted back in the 'could not understand' message. */
export const NOT_UNDERSTOOD_QUOTE_LENGTH = 60;

// A quoted display name, an address in angle brackets, or a bare word.
const tokenPattern = /"[^"]*"|<[^<>]*>|[^\s,;<>"]+/g;
const entryBreak = /[,;\r\n]/;

type Token = { text: string; index: number };

function quote(text: string): string {
  const rest = text.trim();
  return rest.length > NOT_UNDERSTOOD_QUOTE_LENGTH
    ? `${rest.slice(0, NOT_UNDERSTOOD_QUOTE_LENGTH).trimEnd()}…`
    : rest;
}

function withoutMailto(address: string): string {
  return address.replace(/^mailto:/i, '').trim();
}

/**
 * Reads a list of e-mail addresses separated by commas, semicolons, spaces or new lines, as people
 * type or paste them (mail-client forms such as `Ada Lovelace <ada@example.com>` and `mailto:`
 * included). Entries holding an '@' are addresses, valid or not. Words without one are accepted
 * only as the display name right before an address in angle brackets; the first other such word
 * stops the reading, and the text from there on is `notUnderstood`.
 */
export function parseEmailList(text: string, options: ParseOptions = {}): ParsedEmailList {
  const complete = options.complete ?? true;
  const emails: string[] = [];
  const invalid: string[] = [];
  const addAddress = (raw: string, asTyped: string) => {
    const address = withoutMailto(raw);
    if (isValidEmail(address)) {
      const email = normalizeEmail(address);
      if (!emails.includes(email)) emails.push(email);
    } else if (!invalid.includes(asTyped)) {
      invalid.push(asTyped);
    }
  };
  const stopAt = (token: Token): ParsedEmailList => ({
    emails,
    invalid,
    notUnderstood: quote(text.slice(token.index)),
  });

  const tokens: Token[] = [...text.matchAll(tokenPattern)].map((match) => ({
    text: match[0],
    index: match.index,
  }));
  // Words (and quoted strings) since the last address: a display name if an <address> follows.
  let name: Token[] = [];
  let previousEnd = 0;

  for (const [position, token] of tokens.entries()) {
    const gap = text.slice(previousEnd, token.index);
    previousEnd = token.index + token.text.length;
    const inProgress = !complete && position === tokens.length - 1 && previousEnd === text.length;
    if (name.length > 0 && entryBreak.test(gap)) return stopAt(name[0]!);

    if (token.text.startsWith('<')) {
      const inner = token.text.slice(1, -1);
      if (!inner.includes('@')) return stopAt(name[0] ?? token);
      addAddress(inner, inner.trim());
      name = [];
    } else if (token.text.startsWith('"') || !token.text.includes('@')) {
      if (inProgress) break;
      name.push(token);
    } else {
      if (inProgress) {
        // Counted once it is valid; judged only when finished.
        if (isValidEmail(withoutMailto(token.text))) addAddress(token.text, token.text);
        break;
      }
      if (name.length > 0) return stopAt(name[0]!);
      addAddress(token.text, token.text);
    }
  }
  if (complete && name.length > 0) return stopAt(name[0]!);
  return { emails, invalid };
}

/** True when nothing in the parsed text needs correcting. */
export function isCleanEmailList(parsed: ParsedEmailList): boolean {
  return parsed.invalid.length === 0 && parsed.notUnderstood === undefined;
}
