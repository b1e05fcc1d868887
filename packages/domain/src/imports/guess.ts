import type { ScheduleColumn } from '../schedule/columns.ts';

/** A document's column as the guess reads it: its header and a few of its values. */
export type SourceColumn = { index: number; header: string; samples: readonly string[] };

export type ColumnGuess = {
  index: number;
  columnId: string | null;
  guessedBy: 'name' | 'content' | 'none';
};

/**
 * The words each default column goes by in price lists and schedules, normalised as
 * `headerWords` leaves them. A header equal to one of these is a strong guess; a header holding
 * one as whole words a weaker one.
 */
const synonyms: Record<string, readonly string[]> = {
  typeDesignation: [
    'type',
    'designation',
    'type designation',
    'fixture type',
    'luminaire type',
    'type mark',
    'symbol',
    'ref',
  ],
  manufacturer: [
    'manufacturer',
    'mfr',
    'mfg',
    'manuf',
    'brand',
    'make',
    'maker',
    'vendor',
    'supplier',
  ],
  model: [
    'model',
    'model no',
    'model number',
    'series',
    'product name',
    'product',
    'luminaire',
    'fixture',
  ],
  productCode: [
    'product code',
    'code',
    'sku',
    'part number',
    'part no',
    'part',
    'item code',
    'order code',
    'article',
    'article number',
    'catalog number',
    'catalogue number',
    'cat no',
    'catalog',
    'item',
  ],
  productType: ['product type', 'category', 'fixture category', 'kind', 'family'],
  description: [
    'description',
    'desc',
    'details',
    'specification',
    'spec',
    'remarks',
    'notes',
    'comments',
  ],
  mounting: ['mounting', 'mount', 'installation', 'mounting type'],
  environment: ['environment', 'env', 'ip rating', 'ip', 'rating', 'wet location'],
  location: ['location', 'room', 'area', 'space', 'zone', 'floor'],
  tag: ['tag', 'tags', 'label', 'labels'],
  quantity: ['quantity', 'qty', 'qnty', 'count', 'pcs', 'units', 'no of units', 'number of units'],
  budgetPrice: [
    'budget price',
    'price',
    'unit price',
    'cost',
    'unit cost',
    'list price',
    'net price',
    'budget',
    'msrp',
  ],
  wattage: [
    'wattage',
    'watts',
    'watt',
    'w',
    'power',
    'input power',
    'input watts',
    'system watts',
    'load',
  ],
  voltage: ['voltage', 'volts', 'volt', 'v', 'input voltage'],
  lumens: [
    'lumens',
    'lumen',
    'lm',
    'lumen output',
    'delivered lumens',
    'flux',
    'luminous flux',
    'output',
  ],
  leadTime: ['lead time', 'leadtime', 'lead time weeks', 'delivery weeks', 'weeks', 'lead'],
  releaseDate: ['release date', 'release', 'released', 'date', 'available from', 'launch date'],
  productUrl: [
    'product url',
    'url',
    'link',
    'web',
    'website',
    'web link',
    'product page',
    'datasheet',
    'spec sheet',
  ],
};

/** What a unit in parentheses says about the column ('Unit Price ($)', 'Power (W)'). */
const unitHints: Record<string, string> = {
  $: 'budgetPrice',
  usd: 'budgetPrice',
  cad: 'budgetPrice',
  '€': 'budgetPrice',
  eur: 'budgetPrice',
  w: 'wattage',
  watts: 'wattage',
  lm: 'lumens',
  v: 'voltage',
  vac: 'voltage',
  weeks: 'leadTime',
  wks: 'leadTime',
};

/** Lower case, accents and punctuation gone, units in parentheses set apart. */
export function headerWords(header: string): { words: string; unit: string | null } {
  const unitMatch = /[([]\s*([^)\]]*)\s*[)\]]/.exec(header);
  const unit = unitMatch?.[1]?.trim().toLowerCase() || null;
  const words = header
    .replace(/[([][^)\]]*[)\]]/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/#/g, ' no ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bnumber\b/g, 'number')
    .trim();
  return { words, unit };
}

const containsWords = (text: string, words: string) => ` ${text} `.includes(` ${words} `);

function nameScore(header: string, column: ScheduleColumn): number {
  const { words, unit } = headerWords(header);
  if (!words && !unit) return 0;
  const own = headerWords(column.name).words;
  if (words === own || words === column.id.toLowerCase()) return 1;
  const names = synonyms[column.id] ?? [];
  if (names.includes(words)) return 0.9;
  let best = 0;
  for (const name of [own, ...names]) {
    // Longer phrases found inside say more than a one-letter unit word does.
    if (name.length < 2 || !containsWords(words, name)) continue;
    // 'Product Mfr' (a group, then the column): the words at the end name the column.
    const last = words.endsWith(` ${name}`) ? 0.1 : 0;
    best = Math.max(best, 0.5 + name.length / 100 + last);
  }
  if (unit && unitHints[unit] === column.id) best = Math.max(best, 0.55);
  return Math.min(best, 0.85);
}

const isUrl = (text: string) => /^(https?:\/\/|www\.)\S+$/i.test(text.trim());
const withUnit = (unit: string) => new RegExp(`^[-+]?[\\d.,\\s]+\\s*${unit}$`, 'i');
const isMoney = (text: string) =>
  /^(?:[$€£]|usd|cad|eur)\s*[\d.,]+$|^[\d.,]+\s*(?:[$€£]|usd|cad|eur)$/i.test(text.trim());

/** What a column's values alone suggest, when its header said nothing. */
function contentScore(samples: readonly string[], column: ScheduleColumn): number {
  const values = samples.map((s) => s.trim()).filter(Boolean);
  if (values.length === 0) return 0;
  const all = (test: (value: string) => boolean) => values.every(test);
  if (column.id === 'productUrl' || (column.type === 'url' && column.id !== 'productUrl')) {
    return all(isUrl) ? (column.id === 'productUrl' ? 0.4 : 0.3) : 0;
  }
  if (column.id === 'wattage') return all((v) => withUnit('w(atts?)?').test(v)) ? 0.4 : 0;
  if (column.id === 'lumens') return all((v) => withUnit('lm|lumens?').test(v)) ? 0.4 : 0;
  if (column.id === 'voltage') return all((v) => withUnit('v(ac|dc)?|volts?').test(v)) ? 0.4 : 0;
  if (column.id === 'budgetPrice') return all(isMoney) ? 0.4 : 0;
  if (/\bcct\b|colou?r temp/i.test(column.name))
    return all((v) => /^\d{4}\s*k$/i.test(v)) ? 0.4 : 0;
  return 0;
}

/**
 * Guesses the target column of each source column, by its header first, by its values when the
 * header says nothing. Never two sources to one target: the better guess wins, the other is left
 * without one. `targets` are the columns one may import into (computed ones left out).
 */
export function guessColumns(
  sources: readonly SourceColumn[],
  targets: readonly ScheduleColumn[],
): ColumnGuess[] {
  const candidates: { index: number; columnId: string; score: number; by: 'name' | 'content' }[] =
    [];
  for (const source of sources) {
    let named = false;
    for (const target of targets) {
      const score = nameScore(source.header, target);
      if (score > 0) {
        named = true;
        candidates.push({ index: source.index, columnId: target.id, score, by: 'name' });
      }
    }
    if (named) continue;
    for (const target of targets) {
      const score = contentScore(source.samples, target);
      if (score > 0)
        candidates.push({ index: source.index, columnId: target.id, score, by: 'content' });
    }
  }
  // Best first; on a tie the leftmost source keeps it, as people read left to right.
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const taken = new Set<string>();
  const chosen = new Map<number, ColumnGuess>();
  for (const candidate of candidates) {
    if (taken.has(candidate.columnId) || chosen.has(candidate.index)) continue;
    taken.add(candidate.columnId);
    chosen.set(candidate.index, {
      index: candidate.index,
      columnId: candidate.columnId,
      guessedBy: candidate.by,
    });
  }
  return sources.map(
    (source) =>
      chosen.get(source.index) ?? { index: source.index, columnId: null, guessedBy: 'none' },
  );
}
