import { photometryMessages } from './messages.ts';

/** The LM-63 edition a file says it follows; 1986 files have no header line. */
export type IesFormat = '1986' | '1991' | '1995' | '2002' | '2019';

const headers: ReadonlyArray<[RegExp, IesFormat]> = [
  [/^IESNA:?\s*LM-63-2019\b/i, '2019'],
  [/^IESNA:?\s*LM-63-2002\b/i, '2002'],
  [/^IESNA:?\s*LM-63-1995\b/i, '1995'],
  [/^IESNA\s*91\b/i, '1991'],
];

export type IesHeader = {
  format: IesFormat;
  /** Keyword values by name without brackets, upper case ([MORE] lines joined with a newline). */
  keywords: Record<string, string>;
  /** The 1986 format's free text lines, and any line of a later format that is not a keyword. */
  text: string[];
  /** The index (0-based) of the TILT= line. */
  tiltLine: number;
  /** NONE, INCLUDE, or the name of the file holding the tilt data. */
  tilt: string;
};

export type Failure = { ok: false; message: string };

const keywordLine = /^\s*\[([^\]]+)\]\s?(.*)$/;

/** The lines up to and including TILT=: the edition, the keywords, the tilt kind. */
export function readHeader(lines: readonly string[]): IesHeader | Failure {
  const first = (lines[0] ?? '').trim();
  const known = headers.find(([pattern]) => pattern.test(first));
  if (!known && /^IESNA/i.test(first)) {
    return { ok: false, message: photometryMessages.unknownVersion(first) };
  }
  const format = known?.[1] ?? '1986';
  const keywords: Record<string, string> = {};
  const text: string[] = [];
  let last: string | null = null;
  for (let index = known ? 1 : 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const tilt = /^\s*TILT\s*=\s*(.*?)\s*$/i.exec(line);
    if (tilt) {
      return { format, keywords, text, tiltLine: index, tilt: tilt[1] || 'NONE' };
    }
    const keyword = keywordLine.exec(line);
    if (!keyword) {
      if (line.trim() !== '') text.push(line.trim());
      continue;
    }
    const name = (keyword[1] as string).trim().toUpperCase();
    const value = (keyword[2] as string).trim();
    if (name === 'MORE' && last) {
      keywords[last] = `${keywords[last]}\n${value}`;
    } else if (keywords[name] === undefined) {
      // A repeated keyword (some files give [LAMP] twice) keeps both, as [MORE] would.
      keywords[name] = value;
      last = name;
    } else {
      keywords[name] = `${keywords[name]}\n${value}`;
      last = name;
    }
  }
  return { ok: false, message: photometryMessages.noTilt };
}

const cctKeywords = ['COLORTEMP', '_COLORTEMP', '_CCT', 'CCT', '_COLOR_TEMPERATURE'];
const cctInText = /(?:^|[^\d.])(\d{4,5}(?:\.\d+)?)\s?K\b/i;
const plausibleCct = (kelvin: number) => kelvin >= 1000 && kelvin <= 20000;

/**
 * The correlated colour temperature in kelvin: a colour temperature keyword first (LM-63-2019's
 * [COLORTEMP], users' [_CCT]), else a value like "3000K" in the lamp or luminaire descriptions.
 */
export function cctOf(header: IesHeader): number | null {
  for (const name of cctKeywords) {
    const value = header.keywords[name];
    if (value === undefined) continue;
    const kelvin = Number.parseFloat(value);
    if (plausibleCct(kelvin)) return kelvin;
  }
  const described = ['LAMP', 'LAMPCAT', 'LUMINAIRE', 'LUMCAT', 'OTHER', 'MORE']
    .map((name) => header.keywords[name])
    .concat(header.text);
  for (const value of described) {
    const found = value ? cctInText.exec(value) : null;
    if (found && plausibleCct(Number(found[1]))) return Number(found[1]);
  }
  return null;
}
