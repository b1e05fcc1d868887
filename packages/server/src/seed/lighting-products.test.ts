import { defaultColumns, normalizeCellValue } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import {
  efficacyRange,
  type LightingProduct,
  lightingProducts,
  productTypes,
  scheduleRowsFor,
} from './lighting-products.ts';

const columnOf = (id: string) => {
  const column = defaultColumns.find((candidate) => candidate.id === id);
  if (!column) throw new Error(`No column ${id}`);
  return column;
};

/** The cells a column refuses, as "column: value (message)"; empty when all are accepted. */
function refusals(cells: Record<string, string>): string[] {
  return Object.entries(cells).flatMap(([id, value]) => {
    try {
      normalizeCellValue(columnOf(id), value);
      return value === '' ? [`${id}: empty`] : [];
    } catch (error) {
      return [`${id}: ${value} (${(error as Error).message})`];
    }
  });
}

const productColumns: (keyof LightingProduct)[] = [
  'manufacturer',
  'model',
  'productCode',
  'productType',
  'description',
  'mounting',
  'environment',
  'voltage',
  'wattage',
  'lumens',
  'budgetPrice',
  'leadTime',
  'productUrl',
];

describe('made-up lighting products', () => {
  const products = lightingProducts();

  it('are at least 150, from at least 12 manufacturers, of every product type', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(products.map((product) => product.manufacturer)).size).toBeGreaterThanOrEqual(
      12,
    );
    expect(new Set(products.map((product) => product.productType))).toEqual(new Set(productTypes));
    expect(new Set(products.map((product) => product.productCode)).size).toBe(products.length);
  });

  it('fill every product column, each value accepted by its column', () => {
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual([...productColumns].sort());
    }
    expect(products.flatMap(refusals)).toEqual([]);
  });

  it('are the same on every call, and a longer list starts with a shorter one', () => {
    expect(lightingProducts()).toEqual(products);
    expect(lightingProducts(150)).toEqual(products.slice(0, 150));
    expect(lightingProducts(20, 7)).not.toEqual(products.slice(0, 20));
  });

  it('give light at a plausible efficacy, power, price and lead time', () => {
    const byPrice = (product: LightingProduct) => Number(product.budgetPrice);
    expect(Math.min(...products.map(byPrice))).toBeGreaterThan(50);
    for (const product of products) {
      const watts = Number(product.wattage);
      const efficacy = Number(product.lumens) / watts;
      expect(efficacy).toBeGreaterThanOrEqual(efficacyRange.min);
      expect(efficacy).toBeLessThanOrEqual(efficacyRange.max);
      expect(watts).toBeGreaterThanOrEqual(2.5);
      expect(watts).toBeLessThanOrEqual(250);
      expect(product.budgetPrice).toMatch(/^\d+\.\d{2}$/);
      expect(Number(product.leadTime)).toBeGreaterThanOrEqual(1);
      expect(Number(product.leadTime)).toBeLessThanOrEqual(16);
      expect(['Recessed', 'Surface', 'Pendant', 'Track', 'Wall', 'In-grade']).toContain(
        product.mounting,
      );
      expect(['Indoor', 'Damp', 'Wet']).toContain(product.environment);
      // Invented addresses only, under the top-level domain reserved for examples.
      expect(new URL(product.productUrl).hostname).toMatch(/\.example$/);
    }
  });
});

describe('schedule rows from the products', () => {
  const products = lightingProducts();

  it('make as many rows as asked, deterministically, each value accepted by its column', () => {
    const rows = scheduleRowsFor(products, { rows: 120, seed: 3 });
    expect(rows).toHaveLength(120);
    expect(scheduleRowsFor(products, { rows: 120, seed: 3 })).toEqual(rows);
    expect(scheduleRowsFor(products, { rows: 120, seed: 4 })).not.toEqual(rows);
    expect(rows.flatMap(refusals)).toEqual([]);
    expect(rows.every((row) => Number(row.quantity) > 0)).toBe(true);
    expect(rows.every((row) => row.releaseDate >= '2026-09-07')).toBe(true);
  });

  it('letter type designations by product family and number them within it', () => {
    const rows = scheduleRowsFor(products, { rows: 60 });
    const byType = new Map<string, LightingProduct>();
    for (const row of rows) {
      expect(row.typeDesignation).toMatch(/^[A-Z]\d+$/);
      // One designation is one product wherever it is placed.
      const { typeDesignation, quantity, tag, location, releaseDate, ...product } = row;
      expect(byType.get(typeDesignation) ?? product).toEqual(product);
      byType.set(typeDesignation, product);
    }
    const familyOfLetter = new Map<string, string>();
    for (const [type, product] of byType) {
      const letter = type.charAt(0);
      expect(familyOfLetter.get(letter) ?? product.productType).toBe(product.productType);
      familyOfLetter.set(letter, product.productType);
    }
    const letters = [...familyOfLetter.keys()].sort();
    expect(letters[0]).toBe('A');
    // Families keep the catalogue's order: A is the earliest family present, and so on.
    const order = letters.map((letter) => productTypes.indexOf(familyOfLetter.get(letter) ?? ''));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(byType.has('A1')).toBe(true);
  });

  it('place rows in the project areas given', () => {
    const tags = ['Lobby', 'Reading Room', 'Parking'];
    const rows = scheduleRowsFor(products, { rows: 200, seed: 9, tags });
    expect(new Set(rows.map((row) => row.tag))).toEqual(new Set(tags));
    expect(rows.every((row) => row.location.includes(row.tag))).toBe(true);
  });
});
