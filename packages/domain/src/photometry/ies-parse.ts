import { cctOf, type Failure, type IesFormat, readHeader } from './ies-header.ts';
import { horizontalRepeats, zonalLumens } from './ies-lumens.ts';
import { photometryMessages as say } from './messages.ts';

/** Larger than any real LM-63 file (a 1° × 1° full sphere is about 400 KB). */
export const iesMaxChars = 2 * 1024 * 1024;
/** More angles than any goniophotometer measures: refuses a count that would only eat memory. */
const maxAngles = 3601;

export type IesPhotometry = {
  format: IesFormat;
  keywords: Record<string, string>;
  manufacturer: string | null;
  catalogueNumber: string | null;
  luminaire: string | null;
  lamp: string | null;
  /** NONE, INCLUDE, or the tilt file's name. */
  tilt: string;
  lamps: number;
  /** Null for absolute photometry (-1 in the file, as for most LED luminaires). */
  lumensPerLamp: number | null;
  /** Rated lamp lumens (lamps × lumens per lamp) for relative photometry, else null. */
  lampLumens: number | null;
  candelaMultiplier: number;
  ballastFactor: number;
  /** The 1991/1995 ballast-lamp photometric factor; 1 for 2002 ("future use"). */
  ballastLampFactor: number;
  inputWatts: number;
  units: 'feet' | 'meters';
  dimensions: { width: number; length: number; height: number };
  verticalAngles: number[];
  horizontalAngles: number[];
  /** Candelas as printed in the file, one list of vertical values per horizontal angle. */
  candelas: number[][];
  /** Luminaire lumens: the candela table integrated, times the multiplier and the factors. */
  lumens: number;
  /** Lumens per input watt; null without input watts. */
  efficacy: number | null;
  cct: number | null;
};

export type IesParse = { ok: true; photometry: IesPhotometry } | Failure;

type Token = { text: string; line: number };

class Numbers {
  private index = 0;
  constructor(
    private readonly tokens: readonly Token[],
    private readonly lastLine: number,
  ) {}

  /** The next number, or the message naming the line and what was expected. */
  next(what: string): number | string {
    const token = this.tokens[this.index];
    if (!token) return say.expected(this.lastLine, what, null);
    const value = Number(token.text);
    if (!Number.isFinite(value)) return say.expected(token.line, what, token.text);
    this.index++;
    return value;
  }

  line(): number {
    return this.tokens[Math.min(this.index, this.tokens.length - 1)]?.line ?? this.lastLine;
  }

  rest(): Token | undefined {
    return this.tokens[this.index];
  }
}

function tokensOf(lines: readonly string[], from: number): Token[] {
  const tokens: Token[] = [];
  for (let index = from; index < lines.length; index++) {
    for (const text of (lines[index] as string).split(/[\s,]+/)) {
      if (text !== '') tokens.push({ text, line: index + 1 });
    }
  }
  return tokens;
}

class Stop {
  constructor(readonly message: string) {}
}

/** Reads an IES LM-63 photometric file (1986, 1991, 1995, 2002; 2019 read as 2002). */
export function parseIes(source: string): IesParse {
  if (source.length > iesMaxChars) return { ok: false, message: say.tooLarge(iesMaxChars) };
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.every((line) => line.trim() === '')) return { ok: false, message: say.empty };
  const header = readHeader(lines);
  if ('ok' in header) return header;
  const numbers = new Numbers(tokensOf(lines, header.tiltLine + 1), lines.length);
  const take = (what: string): number => {
    const value = numbers.next(what);
    if (typeof value === 'string') throw new Stop(value);
    return value;
  };
  const count = (what: string, min: number): number => {
    const line = numbers.line();
    const value = take(what);
    if (!Number.isInteger(value) || value < min || value > maxAngles) {
      throw new Stop(
        say.outOfRange(line, what, `must be a whole number from ${min} to ${maxAngles}`),
      );
    }
    return value;
  };
  const list = (size: number, what: string) => Array.from({ length: size }, () => take(what));
  const increasing = (angles: number[], line: number, what: string) => {
    if (angles.some((angle, i) => i > 0 && angle <= (angles[i - 1] as number))) {
      throw new Stop(say.outOfRange(line, what, 'must increase'));
    }
  };
  try {
    if (header.tilt.toUpperCase() === 'INCLUDE') {
      // The tilt block: lamp-to-luminaire geometry, N pairs, N angles, N multipliers.
      take('the lamp-to-luminaire geometry (1, 2 or 3) of TILT=INCLUDE');
      const pairs = count('the number of tilt angles', 1);
      list(pairs, 'a tilt angle');
      list(pairs, 'a tilt multiplying factor');
    }
    const lamps = take('the number of lamps');
    const lumensPerLamp = take('the lumens per lamp (or -1)');
    const candelaMultiplier = take('the candela multiplier');
    const verticalCount = count('the number of vertical angles', 1);
    const horizontalCount = count('the number of horizontal angles', 1);
    const typeLine = numbers.line();
    const type = take('the photometric type (1, 2 or 3)');
    if (type === 2 || type === 3) throw new Stop(say.onlyTypeC(typeLine, type));
    if (type !== 1) {
      throw new Stop(say.outOfRange(typeLine, 'the photometric type', 'must be 1, 2 or 3'));
    }
    const unitsLine = numbers.line();
    const unitsType = take('the units type (1 feet, 2 meters)');
    if (unitsType !== 1 && unitsType !== 2) {
      throw new Stop(say.outOfRange(unitsLine, 'the units type', 'must be 1 (feet) or 2 (meters)'));
    }
    const width = take('the luminous width');
    const length = take('the luminous length');
    const height = take('the luminous height');
    const ballastFactor = take('the ballast factor');
    const factorLine = numbers.line();
    const factor = take(
      header.format === '2002' || header.format === '2019'
        ? 'the "future use" value'
        : 'the ballast-lamp photometric factor',
    );
    const inputWatts = take('the input watts');
    const verticalLine = numbers.line();
    const verticalAngles = list(verticalCount, 'a vertical angle');
    const horizontalLine = numbers.line();
    const horizontalAngles = list(horizontalCount, 'a horizontal angle');
    const candelas = horizontalAngles.map(() => list(verticalCount, 'a candela value'));
    const extra = numbers.rest();
    if (extra) throw new Stop(say.trailing(extra.line, extra.text));

    increasing(verticalAngles, verticalLine, 'the vertical angles');
    increasing(horizontalAngles, horizontalLine, 'the horizontal angles');
    const first = verticalAngles[0] as number;
    const last = verticalAngles[verticalCount - 1] as number;
    if (first < 0 || last > 180) {
      throw new Stop(say.outOfRange(verticalLine, 'the vertical angles', 'must lie from 0 to 180'));
    }
    if (horizontalRepeats(horizontalAngles) === null) {
      throw new Stop(
        say.outOfRange(
          horizontalLine,
          'the horizontal angles',
          'must span 0, 90, 180 or 360 degrees',
        ),
      );
    }
    if (candelaMultiplier < 0 || ballastFactor < 0) {
      throw new Stop(say.outOfRange(factorLine, 'a multiplying factor', 'must not be negative'));
    }
    // LM-63: candela values times the multiplier give candelas; the ballast factor (and the
    // older formats' ballast-lamp photometric factor) scale the output further.
    const lampFactor = header.format === '2002' || header.format === '2019' ? 1 : factor;
    const scale = candelaMultiplier * ballastFactor * lampFactor;
    const lumens = zonalLumens(verticalAngles, horizontalAngles, candelas) * scale;
    const keyword = (name: string) => header.keywords[name] || null;
    const relative = lumensPerLamp > 0;
    return {
      ok: true,
      photometry: {
        format: header.format,
        keywords: header.keywords,
        manufacturer: keyword('MANUFAC'),
        catalogueNumber: keyword('LUMCAT'),
        luminaire: keyword('LUMINAIRE'),
        lamp: keyword('LAMP'),
        tilt: header.tilt,
        lamps,
        lumensPerLamp: relative ? lumensPerLamp : null,
        lampLumens: relative ? lamps * lumensPerLamp : null,
        candelaMultiplier,
        ballastFactor,
        ballastLampFactor: lampFactor,
        inputWatts,
        units: unitsType === 1 ? 'feet' : 'meters',
        dimensions: { width, length, height },
        verticalAngles,
        horizontalAngles,
        candelas,
        lumens,
        efficacy: inputWatts > 0 ? lumens / inputWatts : null,
        cct: cctOf(header),
      },
    };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, message: error.message };
    throw error;
  }
}
