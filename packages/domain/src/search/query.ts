import { searchLimits } from './limits.ts';
import { searchWords } from './words.ts';

/** A range of numbers; each bound optional. */
export type NumberRange = {
  gt?: number | null;
  gte?: number | null;
  lt?: number | null;
  lte?: number | null;
};

/** The product measures a query can name with a unit, and the filters they become. */
export type MeasureField =
  | 'wattage'
  | 'lumens'
  | 'price'
  | 'leadTime'
  | 'efficacy'
  | 'cct'
  | 'cri'
  | 'lengthMm';

export type MeasureFilters = Partial<Record<MeasureField, NumberRange>>;

/** How part of a query was read: a word to find, or a filter on a measure. */
export type SearchTerm = { kind: 'word' | 'filter'; text: string; label: string };

export type ParsedProductQuery = {
  words: string[];
  filters: MeasureFilters;
  understood: SearchTerm[];
};

type Comparator = '>' | '>=' | '<' | '<=' | '=';

type Unit = {
  field: MeasureField;
  /** The value in the field's own unit (millimetres for lengths). */
  scale: number;
  /** What a bare value ('90 CRI', '4 ft') means; a comparator says it otherwise. */
  bare: 'equal' | 'atLeast' | 'atMost' | 'about';
  /** Values that make sense; outside them the text stays words ('5k' is not a colour). */
  min: number;
  max: number;
  name: string;
  suffix: string;
};

const measures = {
  cct: { field: 'cct', name: 'CCT', suffix: ' K', min: 1000, max: 10000 },
  cri: { field: 'cri', name: 'CRI', suffix: '', min: 0, max: 100 },
  lumens: { field: 'lumens', name: 'Lumens', suffix: ' lm', min: 0, max: 1e7 },
  wattage: { field: 'wattage', name: 'Wattage', suffix: ' W', min: 0, max: 1e5 },
  efficacy: { field: 'efficacy', name: 'Efficacy', suffix: ' lm/W', min: 0, max: 1000 },
  leadTime: { field: 'leadTime', name: 'Lead time', suffix: ' weeks', min: 0, max: 520 },
  price: { field: 'price', name: 'Price', suffix: '', min: 0, max: 1e9 },
  lengthMm: { field: 'lengthMm', name: 'Length', suffix: ' mm', min: 1, max: 1e5 },
} as const;

const unit = (
  measure: keyof typeof measures,
  bare: Unit['bare'],
  scale = 1,
  suffix?: string,
): Unit => ({ ...measures[measure], bare, scale, suffix: suffix ?? measures[measure].suffix });

/** The units a query may use, by how they are written (lower case). */
const units: Record<string, Unit> = {
  k: unit('cct', 'equal'),
  kelvin: unit('cct', 'equal'),
  cri: unit('cri', 'atLeast'),
  ra: unit('cri', 'atLeast'),
  lm: unit('lumens', 'equal'),
  lumen: unit('lumens', 'equal'),
  lumens: unit('lumens', 'equal'),
  w: unit('wattage', 'equal'),
  watt: unit('wattage', 'equal'),
  watts: unit('wattage', 'equal'),
  'lm/w': unit('efficacy', 'atLeast'),
  lpw: unit('efficacy', 'atLeast'),
  wk: unit('leadTime', 'atMost'),
  wks: unit('leadTime', 'atMost'),
  week: unit('leadTime', 'atMost'),
  weeks: unit('leadTime', 'atMost'),
  $: unit('price', 'equal'),
  usd: unit('price', 'equal'),
  ft: unit('lengthMm', 'about', 304.8, ' ft'),
  foot: unit('lengthMm', 'about', 304.8, ' ft'),
  feet: unit('lengthMm', 'about', 304.8, ' ft'),
  "'": unit('lengthMm', 'about', 304.8, ' ft'),
  inch: unit('lengthMm', 'about', 25.4, ' in'),
  inches: unit('lengthMm', 'about', 25.4, ' in'),
  '"': unit('lengthMm', 'about', 25.4, ' in'),
  mm: unit('lengthMm', 'about', 1),
  cm: unit('lengthMm', 'about', 10, ' cm'),
  m: unit('lengthMm', 'about', 1000, ' m'),
};

/** 'About' a length: nominal sizes differ by a few per cent (a 4 ft fitting is 1,200 mm). */
const aboutTolerance = 0.05;

const unitPattern = Object.keys(units)
  .sort((a, b) => b.length - a.length)
  .map((written) => written.replace(/[$/]/g, (character) => `\\${character}`))
  .join('|');
const number = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const comparator = '>=|<=|≥|≤|>|<|=';
const edge = String.raw`(?![\p{L}\p{N}])`;

/**
 * '> 800 lm', '<= $200', '3000K', '90+ CRI', '4 ft' (a value, then a unit); not when glued to a
 * word by a hyphen or slash ('LED-24W' is a model).
 */
const valueThenUnit = new RegExp(
  String.raw`(?<![\p{L}\p{N}./-])(${comparator})?\s*(\$)?\s*(${number})\s*(\+)?\s*(${unitPattern})?${edge}`,
  'gu',
);
/** 'CRI 90', 'CRI > 90', 'Ra90' (the unit first). */
const unitThenValue = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(cri|ra)\s*(${comparator})?\s*(\d{1,3})\+?${edge}`,
  'gu',
);

function normalComparator(written: string | undefined): Comparator | undefined {
  if (written === '≥') return '>=';
  if (written === '≤') return '<=';
  return written as Comparator | undefined;
}

function rangeOf(
  value: number,
  comparison: Comparator | undefined,
  bare: Unit['bare'],
): NumberRange {
  switch (comparison ?? bare) {
    case '>':
      return { gt: value };
    case '>=':
    case 'atLeast':
      return { gte: value };
    case '<':
      return { lt: value };
    case '<=':
    case 'atMost':
      return { lte: value };
    case 'about':
      return { gte: value * (1 - aboutTolerance), lte: value * (1 + aboutTolerance) };
    default:
      return { gte: value, lte: value };
  }
}

const comparisonLabel: Record<Comparator | Unit['bare'], string> = {
  '>': '> ',
  '>=': '≥ ',
  '<': '< ',
  '<=': '≤ ',
  '=': '',
  equal: '',
  atLeast: '≥ ',
  atMost: '≤ ',
  about: '≈ ',
};

function labelOf(unitRead: Unit, written: number, comparison: Comparator | undefined): string {
  // A colour temperature reads as written (3000 K); other amounts with thousands separators.
  const amount =
    unitRead.field === 'cct'
      ? String(written)
      : `${unitRead.field === 'price' ? '$' : ''}${written.toLocaleString('en-US')}`;
  return `${unitRead.name} ${comparisonLabel[comparison ?? unitRead.bare]}${amount}${unitRead.suffix}`;
}

/** The tighter of two ranges' bounds: both must hold. */
export function intersectRanges(
  a: NumberRange | undefined,
  b: NumberRange | undefined,
): NumberRange {
  const lower = (x?: number | null, y?: number | null) =>
    x == null ? y : y == null ? x : Math.max(x, y);
  const upper = (x?: number | null, y?: number | null) =>
    x == null ? y : y == null ? x : Math.min(x, y);
  const range: NumberRange = {};
  const gt = lower(a?.gt, b?.gt);
  const gte = lower(a?.gte, b?.gte);
  const lt = upper(a?.lt, b?.lt);
  const lte = upper(a?.lte, b?.lte);
  if (gt != null) range.gt = gt;
  if (gte != null) range.gte = gte;
  if (lt != null) range.lt = lt;
  if (lte != null) range.lte = lte;
  return range;
}

/** Two sets of measure filters that must both hold. */
export function mergeMeasureFilters(a: MeasureFilters, b: MeasureFilters): MeasureFilters {
  const merged: MeasureFilters = { ...a };
  for (const [field, range] of Object.entries(b) as [MeasureField, NumberRange][]) {
    merged[field] = intersectRanges(merged[field], range);
  }
  return merged;
}

type Found = {
  start: number;
  end: number;
  field: MeasureField;
  range: NumberRange;
  term: SearchTerm;
};

/**
 * A product query read as a specifier means it: measures with units ('3000K', '90 CRI', '4 ft',
 * '> 800 lm', '<= 10 W', '$200') become filters on their columns; the rest are words.
 */
export function parseProductQuery(query: string): ParsedProductQuery {
  const text = query.slice(0, searchLimits.maxQueryLength);
  const lower = text.toLowerCase();
  const found: Found[] = [];
  const add = (
    start: number,
    end: number,
    unitRead: Unit,
    comparison: Comparator | undefined,
    written: number,
  ) => {
    const value = written * unitRead.scale;
    if (!Number.isFinite(value) || written < unitRead.min || written > unitRead.max) return;
    if (found.some((item) => start < item.end && end > item.start)) return;
    found.push({
      start,
      end,
      field: unitRead.field,
      range: rangeOf(value, comparison, unitRead.bare),
      term: {
        kind: 'filter',
        text: text.slice(start, end).trim(),
        label: labelOf(unitRead, written, comparison),
      },
    });
  };
  for (const match of lower.matchAll(unitThenValue)) {
    add(
      match.index,
      match.index + match[0].length,
      units[match[1]!]!,
      normalComparator(match[2]),
      Number(match[3]),
    );
  }
  for (const match of lower.matchAll(valueThenUnit)) {
    const [whole, written, dollar, amount, , unitWritten] = match;
    const unitRead = unitWritten ? units[unitWritten] : dollar ? units.$ : undefined;
    if (!unitRead || (dollar && unitRead.field !== 'price')) continue;
    const start = match.index + (whole.length - whole.trimStart().length);
    add(
      start,
      match.index + whole.length,
      unitRead,
      normalComparator(written),
      Number(amount!.replace(/,/g, '')),
    );
  }
  found.sort((a, b) => a.start - b.start);
  let filters: MeasureFilters = {};
  let rest = '';
  let at = 0;
  for (const item of found) {
    filters = mergeMeasureFilters(filters, { [item.field]: item.range });
    rest += `${text.slice(at, item.start)} `;
    at = item.end;
  }
  rest += text.slice(at);
  const words = [...new Set(searchWords(rest))].slice(0, searchLimits.maxWords);
  const understood: SearchTerm[] = [
    ...words.map((word): SearchTerm => ({ kind: 'word', text: word, label: word })),
    ...found.map((item) => item.term),
  ];
  return { words, filters, understood };
}
