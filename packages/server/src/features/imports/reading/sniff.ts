import { AppError, importMessages } from '@specboard/domain';

export type SheetFormat = 'csv' | 'xlsx';

const refuse = (message: string, reason: string) =>
  new AppError('BAD_USER_INPUT', message, { reason });

/**
 * What the first bytes say the file is, whatever its name: a ZIP (a workbook), an OLE container
 * (an old .xls, or a password-protected workbook, which Excel wraps in one), or text (CSV).
 */
export function sniffFormat(head: Buffer): SheetFormat {
  if (head.length === 0) throw refuse(importMessages.empty, 'empty');
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (head.subarray(0, 2).toString('latin1') === 'PK')
    throw refuse(importMessages.damaged, 'damaged');
  if (head.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))) {
    const protectedWorkbook = head.includes(Buffer.from('EncryptedPackage', 'utf16le'));
    throw protectedWorkbook
      ? refuse(importMessages.encrypted, 'encrypted')
      : refuse(importMessages.notSpreadsheet, 'notSpreadsheet');
  }
  if (!looksLikeText(head)) throw refuse(importMessages.notSpreadsheet, 'notSpreadsheet');
  return 'csv';
}

/** Text has no NUL bytes and few control characters (tab, CR and LF aside). */
function looksLikeText(head: Buffer): boolean {
  const sample = head.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control <= sample.length / 100;
}

/**
 * UTF-8 (with or without its BOM), else Windows-1252 as a best effort: a file saved by an old
 * Excel as "CSV (Comma delimited)" is in that code page, and each byte of it is some character.
 */
export function sniffEncoding(head: Buffer): 'utf-8' | 'windows-1252' {
  // A multi-byte character cut at the end of the sample is not a fault of the file.
  let end = head.length;
  while (end > 0 && end > head.length - 4 && ((head[end - 1] as number) & 0xc0) === 0x80) end--;
  if (end > 0 && ((head[end - 1] as number) & 0xc0) === 0xc0) end--;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

const candidates = [',', ';', '\t', '|'] as const;

/**
 * The separator: the candidate found the same number of times (outside quotes) on the most of
 * the first lines, more often breaking ties; a comma when nothing is found.
 */
export function sniffDelimiter(text: string): string {
  const lines: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '\n') {
      if (current.trim()) lines.push(current);
      current = '';
      if (lines.length >= 30) break;
      continue;
    }
    current += quoted ? '' : char;
  }
  if (current.trim() && lines.length < 30) lines.push(current);
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of candidates) {
    const counts = lines.map((line) => line.split(delimiter).length - 1);
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const same = counts.filter((count) => count === first).length;
    const score = same * 1000 + first;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
