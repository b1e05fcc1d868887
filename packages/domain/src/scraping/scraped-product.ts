import { type CellValue, normalizeCellValue } from '../schedule/cell-values.ts';
import { defaultColumns } from '../schedule/columns.ts';
import { type LightingSpecs, readLightingSpecs } from './lighting-specs.ts';

/** How a page told of its product, best first. */
export const scrapeSources = ['json-ld', 'microdata', 'open-graph', 'page'] as const;
export type ScrapeSource = (typeof scrapeSources)[number];

/** What one way of reading a page found, as plain text (markup already taken out). */
export type ScrapedFields = {
  name?: string;
  brand?: string;
  model?: string;
  sku?: string;
  mpn?: string;
  category?: string;
  description?: string;
  /** As the page wrote it: may be relative to the page. */
  image?: string;
  price?: string;
  priceCurrency?: string;
};

export type PageFinding = {
  source: ScrapeSource;
  fields: ScrapedFields;
  /** The source says outright this is a product (a schema.org Product, og:type product). */
  isProduct: boolean;
};

/** A page as the server read it: each source's findings and the page's visible text. */
export type PageReading = { findings: PageFinding[]; text: string };

export type ScrapedProduct = {
  /** Cells by schedule column id, each checked against its column. */
  cells: Record<string, CellValue>;
  /** Which source gave each cell. */
  cellSources: Record<string, ScrapeSource>;
  /** The sources that gave anything, best first. */
  sources: ScrapeSource[];
  /** The main image's address as the page wrote it (maybe relative to the page), or null. */
  image: string | null;
};

/** Our currencies (seed 001 §5): a price in another one is not a budget price of ours. */
const acceptedCurrencies = new Set(['', 'USD', 'CAD']);

// Words naming a kind of luminaire, as a product type cell holds them.
const productTypes = [
  'Downlight',
  'Pendant',
  'Wall Washer',
  'Wall Light',
  'Sconce',
  'Track Light',
  'Spotlight',
  'Floodlight',
  'Linear',
  'Strip Light',
  'Tape Light',
  'High Bay',
  'Troffer',
  'Panel',
  'Bollard',
  'Step Light',
  'In-grade',
  'Uplight',
  'Chandelier',
  'Cove Light',
  'Flood Light',
  'Wallpack',
  'Streetlight',
  'Exit Sign',
  'Lamp',
];

/**
 * The product a page tells of, as cells of our schedule columns, or null when it tells of none:
 * nothing says it is a product (no schema.org Product, no og:type product) and nothing looks like
 * one (a name with a price, wattage or lumens). Each cell comes from the best source that has it;
 * a value its column refuses is left out rather than failing the scrape.
 */
export function productFromPage(reading: PageReading, pageUrl: string): ScrapedProduct | null {
  const ordered = [...reading.findings].sort(
    (a, b) => scrapeSources.indexOf(a.source) - scrapeSources.indexOf(b.source),
  );
  const pick = (field: keyof ScrapedFields) => {
    for (const finding of ordered) {
      const value = clean(finding.fields[field]);
      if (value) return { value, source: finding.source };
    }
    return undefined;
  };
  const cells: Record<string, CellValue> = {};
  const cellSources: Record<string, ScrapeSource> = {};
  const put = (column: string, found: { value: string; source: ScrapeSource } | undefined) => {
    if (!found || column in cells) return;
    const value = toCell(column, found.value);
    if (value === null) return;
    cells[column] = value;
    cellSources[column] = found.source;
  };

  const name = pick('name');
  put('manufacturer', pick('brand'));
  put('model', pick('model') ?? name);
  put('productCode', pick('sku') ?? pick('mpn'));
  put('productType', pick('category') ?? guessProductType(name));
  const description = pick('description');
  put('description', description);
  const price = pick('price');
  const currency = (pick('priceCurrency')?.value ?? '').toUpperCase();
  if (price && acceptedCurrencies.has(currency)) put('budgetPrice', price);

  // The product's own words first (its name and description), then the whole page's.
  const ownText = [name?.value, description?.value].filter(Boolean).join(' \n ');
  const own = readLightingSpecs(ownText);
  const page = readLightingSpecs(reading.text);
  const spec = (key: keyof LightingSpecs) =>
    own[key]
      ? { value: own[key], source: (description ?? name)!.source }
      : page[key]
        ? { value: page[key], source: 'page' as const }
        : undefined;
  put('wattage', spec('wattage'));
  put('lumens', spec('lumens'));
  put('environment', spec('ipRating'));
  put('voltage', spec('voltage'));

  const declared = ordered.some((finding) => finding.isProduct);
  const looksLikeOne =
    Boolean(name) && ['budgetPrice', 'wattage', 'lumens'].some((column) => column in cells);
  if (!declared && !looksLikeOne) return null;
  if (Object.keys(cells).length === 0) return null;

  const productUrl = toCell('productUrl', pageUrl);
  if (productUrl !== null) cells.productUrl = productUrl;
  const image = pick('image');
  const used = new Set<ScrapeSource>(Object.values(cellSources));
  if (image) used.add(image.source);
  return {
    cells,
    cellSources,
    sources: scrapeSources.filter((source) => used.has(source)),
    image: image?.value ?? null,
  };
}

/** Whitespace collapsed; undefined when nothing is left. */
function clean(value: string | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
}

/** A value as its column stores it, shortened to fit a text column; null when refused. */
function toCell(columnId: string, value: string): CellValue {
  const column = defaultColumns.find((candidate) => candidate.id === columnId);
  if (!column) return null;
  const fitted =
    column.type === 'string' && column.maxLen && value.length > column.maxLen
      ? `${value.slice(0, column.maxLen - 1).trimEnd()}…`
      : value;
  try {
    return normalizeCellValue(column, fitted);
  } catch {
    return null;
  }
}

function guessProductType(name: { value: string; source: ScrapeSource } | undefined) {
  if (!name) return undefined;
  const lower = name.value.toLowerCase();
  const type = productTypes.find((candidate) => lower.includes(candidate.toLowerCase()));
  return type ? { value: type, source: name.source } : undefined;
}
