/**
 * A workspace's catalogue of made-up lighting products for the catalogue search bench: collections
 * of 100 products (the cap), each row's cells as an edit would store them. Deterministic: the
 * same seed gives the same words and numbers (row ids aside).
 */
import {
  computeCells,
  findColumn,
  normalizeCellValue,
  type RowCells,
  scheduleSchema,
} from '@specboard/domain';
import {
  cctChoices,
  criChoices,
  dimmings,
  finishes,
  linearLengths,
  type Manufacturer,
  manufacturers,
  optics,
  type ProductKind,
  places,
  productKinds,
  seriesNames,
  venues,
  voltages,
} from './catalogue-vocabulary.ts';

type Random = () => number;

/** mulberry32: small and fast, its sequence fixed by the seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const between = (random: Random, [low, high]: readonly [number, number]) =>
  Math.floor(low + random() * (high - low + 1));

/** One of `choices` by weight (the last number of each). */
function weighted<T extends readonly unknown[]>(random: Random, choices: readonly T[]): T {
  const total = choices.reduce((sum, choice) => sum + (choice.at(-1) as number), 0);
  let left = random() * total;
  for (const choice of choices) {
    left -= choice.at(-1) as number;
    if (left < 0) return choice;
  }
  return choices.at(-1) as T;
}

/** A model family: what a manufacturer sells under one model number, in many options. */
type Family = { kind: ProductKind; series: string; code: string };

type Brand = Manufacturer & { families: Family[] };

export type GeneratedProduct = {
  cells: RowCells;
  /** What the text says, for checking the filters' answers. */
  cct: number;
  cri: number;
};

export type GeneratedCollection = {
  name: string;
  description: string;
  keywords: string[];
  products: GeneratedProduct[];
};

const familiesPerBrand = 100;

/** Each brand makes a few kinds of product under a few series names, ~100 model numbers. */
function brandsOf(random: Random): Brand[] {
  return manufacturers.map((manufacturer) => {
    const kinds = [...productKinds].sort(() => random() - 0.5).slice(0, 8);
    const series = Array.from({ length: 5 }, () => pick(random, seriesNames));
    const codes = new Set<string>();
    const families: Family[] = [];
    while (families.length < familiesPerBrand) {
      const kind = pick(random, kinds);
      const code = `${kind.code}${between(random, [100, 999])}`;
      if (codes.has(code)) continue;
      codes.add(code);
      families.push({ kind, series: pick(random, series), code });
    }
    return { ...manufacturer, families };
  });
}

const schema = scheduleSchema([]);

/** A product's cells as an edit would store them: checked per column, computed cells added. */
export function storedCells(input: Record<string, string>): RowCells {
  const cells: RowCells = {};
  for (const [col, raw] of Object.entries(input)) {
    const column = findColumn(schema, col);
    if (!column) throw new Error(`There is no column ${col}.`);
    const value = normalizeCellValue(column, raw);
    if (value !== null) cells[col] = value;
  }
  return { ...cells, ...computeCells(cells) };
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function makeProduct(random: Random, brand: Brand): GeneratedProduct {
  // Popular families sell far more than the tail: some model numbers name one or two products.
  const family = brand.families[Math.floor(familiesPerBrand * random() ** 2.5)] as Family;
  const { kind } = family;
  const watts = between(random, kind.watts);
  const efficacy = kind.efficacy[0] + random() * (kind.efficacy[1] - kind.efficacy[0]);
  const lumens = Math.min(20_000, Math.max(100, Math.round((watts * efficacy) / 10) * 10));
  const [cct] = weighted(random, cctChoices);
  const [criText, cri] = weighted(random, criChoices);
  const [finish, finishCode] = pick(random, finishes);
  const environment = pick(random, kind.environments);
  const led = random() < 0.88;
  const description = [
    `${kind.linear ? `${pick(random, linearLengths)} ` : ''}${led ? 'LED ' : ''}${kind.noun}`,
    pick(random, optics),
    random() < 0.1 ? `${cct} K` : `${cct}K`,
    criText,
    pick(random, dimmings),
    `${finish} finish${environment === 'Wet' || environment === 'Outdoor' ? ', IP66 sealed housing' : ''}`,
  ].join(', ');
  const dollars = between(random, kind.price);
  const cents = pick(random, ['00', '50', '95', '25', '75']);
  const cells = storedCells({
    manufacturer: brand.name,
    model: `${family.series} ${family.code}`,
    productCode: `${brand.code}-${family.code}-${watts}W-${String(cri).charAt(0)}${cct / 100}-${finishCode}`,
    productType: kind.productType,
    description,
    mounting: pick(random, kind.mountings),
    environment,
    voltage: pick(random, voltages),
    wattage: String(watts),
    lumens: String(lumens),
    budgetPrice: `${Math.min(dollars, 1999)}.${cents}`,
    leadTime: String(between(random, [1, 16])),
    productUrl: `https://${slugOf(brand.name)}.example/products/${family.code.toLowerCase()}`,
  });
  return { cells, cct, cri };
}

/**
 * `collections` collections of `productsPerCollection` products. Each collection is a project's
 * selection (a place and a building) and favours one brand, as a specifier's would; over the
 * whole catalogue every brand holds about 1/60 of the products.
 */
export function generateCatalogue({
  collections,
  productsPerCollection,
  seed,
}: {
  collections: number;
  productsPerCollection: number;
  seed: number;
}): GeneratedCollection[] {
  const random = seededRandom(seed);
  const brands = brandsOf(random);
  return Array.from({ length: collections }, (_, index) => {
    const favourite = brands[index % brands.length] as Brand;
    const place = places[index % places.length] as string;
    const venue = venues[Math.floor(index / places.length) % venues.length] as string;
    const round = Math.floor(index / (places.length * venues.length));
    return {
      name: `${place} ${venue}${round > 0 ? ` Phase ${round + 1}` : ''}`,
      description: `Fixtures specified for ${place} ${venue}, mostly from ${favourite.name}.`,
      keywords: [venue.toLowerCase(), 'approved'],
      products: Array.from({ length: productsPerCollection }, () =>
        makeProduct(random, random() < 0.7 ? favourite : pick(random, brands)),
      ),
    };
  });
}
