import Big from 'big.js';
import type { CellValue } from './cell-values.ts';

export type RowCells = Record<string, CellValue | undefined>;

export type ComputedCells = {
  totalCost: string | null;
  totalPower: string | null;
  efficacy: string | null;
  estimatedDelivery: string | null;
};

const daysPerLeadTimeWeek = 7;
const efficacyDecimals = 2;

function decimalOf(value: CellValue | undefined): Big | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return new Big(value);
  } catch {
    return null;
  }
}

function product(a: CellValue | undefined, b: CellValue | undefined): string | null {
  const left = decimalOf(a);
  const right = decimalOf(b);
  return left && right ? left.times(right).toFixed() : null;
}

/** Release date + lead time × 7 days; empty without a release date. */
export function estimatedDelivery(
  releaseDate: CellValue | undefined,
  leadTimeWeeks: CellValue | undefined,
): string | null {
  if (typeof releaseDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(releaseDate)) return null;
  const weeks = decimalOf(leadTimeWeeks);
  const date = new Date(`${releaseDate}T00:00:00Z`);
  const days = weeks ? Number(weeks.times(daysPerLeadTimeWeek).round(0)) : 0;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Lumens ÷ wattage; empty when wattage is zero or either is not a number. */
export function efficacy(
  lumens: CellValue | undefined,
  wattage: CellValue | undefined,
): string | null {
  const light = decimalOf(lumens);
  const power = decimalOf(wattage);
  if (!light || !power || power.eq(0)) return null;
  return light.div(power).round(efficacyDecimals).toFixed();
}

/** The cells a row computes from its own values (seed 000, section 5). */
export function computeCells(cells: RowCells): ComputedCells {
  return {
    totalCost: product(cells.quantity, cells.budgetPrice),
    totalPower: product(cells.quantity, cells.wattage),
    efficacy: efficacy(cells.lumens, cells.wattage),
    estimatedDelivery: estimatedDelivery(cells.releaseDate, cells.leadTime),
  };
}

/** Cells whose change alters a computed cell, so the row is recomputed. */
export const computedInputs = new Set([
  'quantity',
  'budgetPrice',
  'wattage',
  'lumens',
  'releaseDate',
  'leadTime',
]);

/** How an empty type designation shows. */
export const emptyTypeDisplay = '---';

export function displayType(type: CellValue | undefined): string {
  return typeof type === 'string' && type.trim() !== '' ? type : emptyTypeDisplay;
}

/**
 * The key rows are ordered by: type designations in natural order (A2 before A10), case aside;
 * rows without a type last. Compared byte-wise (COLLATE "C") by the database.
 */
export function typeSortKey(type: CellValue | undefined): string {
  if (typeof type !== 'string' || type.trim() === '') return '1';
  const natural = type
    .trim()
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
  return `0${natural}`;
}

/** Cells whose change moves the project's totals. */
export const contributionInputs = new Set([
  'quantity',
  'budgetPrice',
  'wattage',
  'typeDesignation',
  'tag',
]);

/** What one row adds to the project's totals, by type designation and by tag. */
export type RowContribution = { type: string; tag: string; cost: Big; power: Big };

export function rowContribution(cells: RowCells): RowContribution {
  const computed = computeCells(cells);
  return {
    type: typeof cells.typeDesignation === 'string' ? cells.typeDesignation.trim() : '',
    tag: typeof cells.tag === 'string' ? cells.tag.trim() : '',
    cost: new Big(computed.totalCost ?? 0),
    power: new Big(computed.totalPower ?? 0),
  };
}
