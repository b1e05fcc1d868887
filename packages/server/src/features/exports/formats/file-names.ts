import { neutraliseFormula } from '@specboard/domain';

// Names that end up on someone's disk (ZIP folders and files) or as a sheet tab: what a user
// typed must never climb out of a folder, hide a control character or clash with another name.

// Windows refuses these characters and names; a ZIP is unpacked on Windows as often as not.
const unsafeCharacters = /[\p{Cc}\p{Cf}<>:"/\\|?*]/gu;
const reservedNames = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A file or folder name with nothing that could escape its folder or trip an unpacker. */
export function safeFileName(name: string, fallback = 'file', maxLength = 120): string {
  let safe = name
    .replace(loneSurrogates, '')
    .replace(unsafeCharacters, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  // A name starting like a formula or an option ('-rf') trips spreadsheets and shells alike.
  if (reservedNames.test(safe) || /^[=+\-@]/.test(safe)) safe = `_${safe}`;
  if (safe.length > maxLength) {
    const dot = safe.lastIndexOf('.');
    const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = `${safe.slice(0, maxLength - extension.length).trimEnd()}${extension}`;
  }
  return safe || fallback;
}

/** Hands out names unique within one folder ('sheet.pdf', then 'sheet (2).pdf'), case aside. */
export function createNamer(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      candidate = `${stem} (${n})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/**
 * A worksheet tab name Excel accepts: at most 31 characters, none of []:*?/\, not starting or
 * ending with an apostrophe (so a neutralised view name loses its apostrophe, and with it any
 * formula sign, harmless in a tab but kept out so no field of the file starts like a formula).
 */
export function safeSheetName(name: string, fallback: string): string {
  const safe = name
    .replace(loneSurrogates, '')
    .replace(/[\p{Cc}[\]:*?/\\]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^['=+\-@\s]+/, '')
    .slice(0, 31)
    .replace(/[\uD800-\uDBFF]$/, '')
    .replace(/[\s']+$/, '');
  return safe === '' || safe.toLowerCase() === 'history' ? fallback : safe;
}

/**
 * Text without what XML 1.0 cannot carry (control characters, lone surrogates), neutralised
 * again: '\u0001=cmd' was harmless as typed but starts like a formula once cleaned.
 */
export function xmlSafeText(text: string): string {
  return neutraliseFormula(
    text
      .replace(loneSurrogates, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''),
  );
}
