/**
 * The catalogue search bench's queries, chosen from the generated products, and what each must
 * answer (counted here from the same products), so that a broken search cannot look fast.
 */
import { type RowCells, searchWords } from '@specboard/domain';
import type { GeneratedCollection, GeneratedProduct } from './catalogue-generator.ts';

export type SearchMatch = 'FULL' | 'PART' | 'FUZZY';

/** What a hit of the search answers, as much as the checks read. */
export type Hit = {
  id: string;
  collectionId: string;
  workspaceId: string;
  cells: RowCells;
  cct: number[];
  cri: number | null;
};

export type ProductQuery = {
  name: string;
  query: string;
  match: SearchMatch;
  /** How many of the workspace's products match (fuzzy: at least this many). */
  expected: number;
  atLeast?: boolean;
  /** Whether a hit may be among the matches (a product of the workspace). */
  holds: (cells: RowCells, hit?: Hit) => boolean;
  /** Products another workspace gets a copy of: they must never come back. */
  canaries: GeneratedProduct[];
};

/** The text search reads of a product (migration 0032): its cells but the link, lower case. */
export function productText(cells: RowCells): string {
  return Object.entries(cells)
    .filter(([key, value]) => key !== 'productUrl' && value !== null && value !== undefined)
    .flatMap(([, value]): unknown[] => (Array.isArray(value) ? value : [value]))
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map((value) => String(value).toLowerCase())
    .join('\n');
}

const wordsOf = (cells: RowCells) => new Set(searchWords(productText(cells)));

/** A word one neighbour swap away from `word` (the typo people make), in its middle. */
function typoOf(word: string): string {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at - 1)}${word[at]}${word[at - 1]}${word.slice(at + 1)}`;
}

/** Of the values, the one the fewest products hold (at least one), and how many. */
function rarest(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0]![0];
}

/** The queries issue 24 names, from a catalogue's products. */
export function productQueries(collections: GeneratedCollection[]): ProductQuery[] {
  let products = collections.flatMap((collection) => collection.products);
  const count = (holds: (product: GeneratedProduct) => boolean) => products.filter(holds).length;
  const some = (holds: (cells: RowCells) => boolean) =>
    products.filter((product) => holds(product.cells)).slice(0, 5);
  const word = (name: string, query: string, target: string): ProductQuery => {
    const holds = (cells: RowCells) => wordsOf(cells).has(target);
    return {
      name,
      query,
      match: 'FULL',
      expected: count((product) => holds(product.cells)),
      holds,
      canaries: some(holds),
    };
  };
  const fragment = (name: string, part: string): ProductQuery => {
    const holds = (cells: RowCells) => productText(cells).includes(part);
    return {
      name,
      query: part,
      match: 'PART',
      expected: count((product) => holds(product.cells)),
      holds,
      canaries: some(holds),
    };
  };

  const manufacturer = 'halvorsen';
  const modelCodes = products.map((product) => String(product.cells.model).split(' ')[1]!);
  const rareModel = rarest(modelCodes).toLowerCase();
  const series = String(
    products.find((product) => String(product.cells.model).toLowerCase().endsWith(rareModel))!.cells
      .model,
  ).split(' ')[0]!;
  const seriesPart = series.toLowerCase().slice(1, 5);
  const fuzzyTarget = 'thornbury';
  const ofFuzzyTarget = (cells: RowCells) => wordsOf(cells).has(fuzzyTarget);
  const warm = (cells: RowCells, hit?: Hit) =>
    (hit ? hit.cct.includes(3000) && (hit.cri ?? 0) >= 90 : true) &&
    /(?<![\d.])3000 ?K/.test(String(cells.description));
  const bright = (cells: RowCells) => Number(cells.lumens) > 800 && wordsOf(cells).has('downlight');
  const led = word('broad word, whole', 'led', 'led');

  const queries: ProductQuery[] = [
    word('manufacturer word', 'Halvorsen', manufacturer),
    word('rare model word', rareModel.toUpperCase(), rareModel),
    fragment(`4-letter part of a model ('${series}')`, seriesPart),
    {
      name: 'manufacturer with one typo',
      query: typoOf('Thornbury'),
      match: 'FUZZY',
      expected: count((product) => ofFuzzyTarget(product.cells)),
      atLeast: true,
      // Other words one edit away may match too; the manufacturer's products must all be found.
      holds: () => true,
      canaries: some(ofFuzzyTarget),
    },
    {
      name: 'filters: 3000K and CRI 90 or more',
      query: '3000K 90 CRI',
      match: 'FULL',
      expected: count((product) => product.cct === 3000 && product.cri >= 90),
      holds: warm,
      canaries: products.filter((p) => p.cct === 3000 && p.cri >= 90).slice(0, 5),
    },
    {
      name: 'filter and word: over 800 lm downlights',
      query: '> 800 lm downlight',
      match: 'FULL',
      expected: count((product) => bright(product.cells)),
      holds: bright,
      canaries: some(bright),
    },
    led,
    fragment('broad word, part', 'led'),
  ];
  // The queries' predicates share this function's scope: without this they would keep every
  // generated product alive while the searches are timed (a heap the server would not have).
  products = [];
  return queries;
}

export type CollectionQuery = {
  query: string;
  match: SearchMatch;
  expected: number;
  holds: (text: string) => boolean;
};

/**
 * A word of collections' names (a place: 25 of 1,000 collections), whole and as a part (which
 * also finds the collections favouring Coldharbour Lighting, by their descriptions).
 */
export function collectionQueries(collections: GeneratedCollection[]): CollectionQuery[] {
  const target = 'harbour';
  const textOf = (collection: GeneratedCollection) =>
    [collection.name, collection.description, ...collection.keywords].join('\n');
  const whole = (text: string) => searchWords(text).includes(target);
  const part = (text: string) => text.toLowerCase().includes(target);
  return [
    [whole, 'FULL'],
    [part, 'PART'],
  ].map(([holds, match]) => ({
    query: 'Harbour',
    match: match as SearchMatch,
    expected: collections.filter((collection) => (holds as typeof whole)(textOf(collection)))
      .length,
    holds: holds as typeof whole,
  }));
}
