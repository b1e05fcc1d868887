/**
 * Made-up lighting products for demo schedules, tests and benchmarks. Every brand, series, model
 * code and web address here is invented (the addresses use the reserved `.example` top-level
 * domain); nothing is copied from a real catalogue. A seeded generator over the catalogue (lighting-catalogue.ts): the same
 * arguments always give the same products, and a longer list starts with the shorter one.
 */

import {
  type Brand,
  brands,
  type Environment,
  type Family,
  families,
  type Look,
  lineDimming,
  lowVoltageDimming,
  type Mounting,
} from './lighting-catalogue.ts';

export type { Environment, Mounting } from './lighting-catalogue.ts';

/** A product as schedule cells, keyed by the default column ids; numbers as exact decimals. */
export type LightingProduct = {
  manufacturer: string;
  model: string;
  productCode: string;
  productType: string;
  description: string;
  mounting: Mounting;
  environment: Environment;
  voltage: string;
  wattage: string;
  lumens: string;
  budgetPrice: string;
  leadTime: string;
  productUrl: string;
};

/** A product placed in a schedule: the cells of one row (computed cells left to the server). */
export type LightingScheduleRow = LightingProduct & {
  typeDesignation: string;
  quantity: string;
  tag: string;
  location: string;
  releaseDate: string;
};

/** The efficacy every generated product stays within, in lumens per watt. */
export const efficacyRange = { min: 60, max: 160 } as const;

export const defaultProductCount = 180;

type Random = () => number;

/** mulberry32: a small, fast generator whose sequence is fixed by its seed. */
function seededRandom(seed: number): Random {
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

const between = (random: Random, low: number, high: number) =>
  Math.floor(low + random() * (high - low + 1));

const centsChoices = ['00', '50', '95', '25', '75', '40', '60', '80', '10', '90'];

function familyOf(productType: string): Family {
  const family = families.find((candidate) => candidate.productType === productType);
  if (!family) throw new Error(`No product family ${productType}.`);
  return family;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Lumens from watts at an efficacy, rounded as catalogues round them, kept within range. */
function lumensFor(watts: number, efficacy: number): number {
  const step = watts < 10 ? 5 : 10;
  let lumens = Math.round((watts * efficacy) / step) * step;
  while (lumens / watts < efficacyRange.min) lumens += step;
  while (lumens / watts > efficacyRange.max) lumens -= step;
  return lumens;
}

function makeProduct(random: Random, brand: Brand, family: Family): LightingProduct {
  const series = pick(random, brand.series);
  const variant = pick(random, family.variants);
  const wattIndex = Math.floor(random() * family.watts.length);
  const watts = family.watts[wattIndex] as number;
  const voltage = pick(random, family.voltages);
  const look: Look = {
    variant,
    beam: family.beams ? pick(random, family.beams) : null,
    cct: pick(random, family.ccts),
    cri: random() < 0.7 ? 90 : 80,
    dimming: pick(random, voltage === '24VDC' ? lowVoltageDimming : lineDimming),
    finish: pick(random, family.finishes),
    environment: pick(random, family.environments),
    mounting: pick(random, family.mountings),
    voltage,
  };
  const [lowEfficacy, highEfficacy] = family.efficacy;
  const lumens = lumensFor(watts, lowEfficacy + random() * (highEfficacy - lowEfficacy));
  const [lowPrice, highPrice] = family.price;
  const size = family.watts.length > 1 ? wattIndex / (family.watts.length - 1) : 0.5;
  const dollars = Math.round(lowPrice + (highPrice - lowPrice) * (0.55 * size + 0.45 * random()));
  const cents = pick(random, centsChoices);
  const beamCode = look.beam ? `-${look.beam.code}` : '';
  const seriesCode = series.slice(0, 3).toUpperCase();
  return {
    manufacturer: brand.name,
    model: `${series} ${variant.model}`,
    productCode: [
      `${brand.code}-${seriesCode}${variant.code}`,
      `${String(watts).replace('.', 'P')}W`,
      `${family.lightCode ? family.lightCode(look) : `${String(look.cri).charAt(0)}${look.cct / 100}`}${beamCode}`,
      look.finish.code,
      voltage === '24VDC' ? '24' : voltage === '347-480V' ? 'HV' : 'UNV',
    ].join('-'),
    productType: family.productType,
    description: family.describe(look),
    mounting: look.mounting,
    environment: look.environment,
    voltage,
    wattage: String(watts),
    lumens: String(lumens),
    budgetPrice: `${dollars}.${cents}`,
    leadTime: String(between(random, family.leadWeeks[0], family.leadWeeks[1])),
    productUrl: `https://${brand.domain}/products/${family.slug}/${slugOf(`${series} ${variant.model}`)}`,
  };
}

/**
 * `count` made-up lighting products (180 by default) across 14 invented manufacturers, each a set
 * of cells keyed by the schedule's column ids. Deterministic: the same count gives the same list.
 */
export function lightingProducts(count = defaultProductCount, seed = 2026): LightingProduct[] {
  const random = seededRandom(seed);
  const products: LightingProduct[] = [];
  const codes = new Set<string>();
  for (let index = 0; products.length < count; index++) {
    const brand = brands[index % brands.length] as Brand;
    const round = Math.floor(index / brands.length);
    const family = familyOf(brand.productTypes[round % brand.productTypes.length] as string);
    const product = makeProduct(random, brand, family);
    // Two draws of the same options would be one product: draw again.
    if (codes.has(product.productCode)) continue;
    codes.add(product.productCode);
    products.push(product);
  }
  return products;
}

/** Every product family, in the order type designations are lettered (A, B, C…). */
export const productTypes: readonly string[] = families.map((family) => family.productType);

export type ScheduleRowsOptions = {
  /** How many rows to make. */
  rows: number;
  /** Another seed gives another selection of products, areas and quantities. */
  seed?: number;
  /** The areas (row tags) of the project; by default each family's usual areas of a hotel. */
  tags?: readonly string[];
  /** The earliest release date (YYYY-MM-DD); rows release up to 20 weeks after it. */
  startDate?: string;
};

const exteriorTags = new Set(['Facade', 'Landscape', 'Pool Deck', 'Loading Dock']);

function levelOf(random: Random, tag: string): string {
  if (tag === 'Parking') return `Level P${between(random, 1, 3)}`;
  if (tag === 'Facade') return `${pick(random, ['North', 'South', 'East', 'West'])} elevation`;
  if (exteriorTags.has(tag)) return 'Site';
  if (tag === 'Guest Room') return `Level ${between(random, 3, 14)}`;
  if (tag === 'Stair') return `Stair ${between(random, 1, 3)}`;
  return `Level ${between(random, 1, 2)}`;
}

function designationLetters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : `${designationLetters(Math.floor(index / 26) - 1)}${letter}`;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Schedule rows for a project from products: a selection of the products, each given a type
 * designation by family (the downlights A1, A2…, the next family B1…), then placed in areas
 * (tags) with a location, a quantity and a release date. A type may appear in several areas, as
 * on a real schedule. Deterministic for the same products and options.
 */
export function scheduleRowsFor(
  products: readonly LightingProduct[],
  options: ScheduleRowsOptions,
): LightingScheduleRow[] {
  const count = Math.max(0, Math.floor(options.rows));
  if (count === 0 || products.length === 0) return [];
  const random = seededRandom(options.seed ?? 1);
  const distinct = Math.min(products.length, count, Math.max(1, Math.ceil(count / 2.5)));
  // A partial Fisher-Yates shuffle picks which products this schedule uses.
  const pool = [...products];
  for (let index = 0; index < distinct; index++) {
    const other = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[other]] = [pool[other] as LightingProduct, pool[index] as LightingProduct];
  }
  const chosen = pool.slice(0, distinct);
  const familyOrder = (product: LightingProduct) => productTypes.indexOf(product.productType);
  const presentFamilies = [...new Set(chosen.map(familyOrder))].sort((a, b) => a - b);
  const numbers = new Map<number, number>();
  const types = chosen
    .map((product, index) => ({ product, index }))
    .sort((a, b) => familyOrder(a.product) - familyOrder(b.product) || a.index - b.index)
    .map(({ product }) => {
      const family = familyOrder(product);
      const number = (numbers.get(family) ?? 0) + 1;
      numbers.set(family, number);
      return {
        product,
        designation: `${designationLetters(presentFamilies.indexOf(family))}${number}`,
      };
    });
  const startDate = options.startDate ?? '2026-09-07';
  const rows: LightingScheduleRow[] = [];
  for (let index = 0; index < count; index++) {
    // Every chosen type once, in order; then more placements of random types.
    const type = (index < types.length ? types[index] : pick(random, types)) as (typeof types)[0];
    const family = familyOf(type.product.productType);
    const usual = options.tags
      ? family.areas.filter((area) => options.tags?.includes(area))
      : family.areas;
    const tag = pick(random, usual.length > 0 ? usual : (options.tags ?? family.areas));
    rows.push({
      typeDesignation: type.designation,
      ...type.product,
      quantity: String(between(random, family.quantity[0], family.quantity[1])),
      tag,
      location: `${levelOf(random, tag)} - ${tag} ${pick(random, family.places)}`,
      releaseDate: addDays(startDate, 7 * between(random, 0, 20)),
    });
  }
  return rows;
}
