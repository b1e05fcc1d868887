import type { AreaUnit } from '../../../graphql/graphql.ts';

// The spec's currencies are usd (the default) and cad; projects carry none yet, so USD it is.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const watts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const density = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** US dollars from an exact decimal string (formatted without a detour through a float) or a number. */
export function formatMoney(value: string | number): string {
  // Intl formats a decimal string at full precision; TypeScript's lib only knows numbers.
  return money.format(value as number);
}

export function formatWatts(value: number): string {
  return `${watts.format(value)} W`;
}

/** W/ft² or W/m², after the project's area unit. */
export function densityUnit(unit: AreaUnit): string {
  return unit === 'meter' ? 'W/m²' : 'W/ft²';
}

export function formatDensity(value: number, unit: AreaUnit): string {
  return `${density.format(value)} ${densityUnit(unit)}`;
}

export function formatShare(share: number): string {
  return percent.format(share);
}

/** How power density stands against the project's target, to the displayed hundredth. */
export type DensityStanding =
  | { kind: 'no-area' }
  | { kind: 'no-target' }
  | { kind: 'over'; by: number }
  | { kind: 'within'; by: number };

export function getDensityStanding(aggregation: {
  area: number;
  powerDensity: number;
  targetPowerDensity: number;
}): DensityStanding {
  if (!(aggregation.area > 0)) return { kind: 'no-area' };
  if (!(aggregation.targetPowerDensity > 0)) return { kind: 'no-target' };
  // Compared as shown (hundredths), so "over by 0.00" cannot appear.
  const actual = Math.round(aggregation.powerDensity * 100);
  const target = Math.round(aggregation.targetPowerDensity * 100);
  return actual > target
    ? { kind: 'over', by: (actual - target) / 100 }
    : { kind: 'within', by: (target - actual) / 100 };
}

/** A type designation as the charts name it: rows without one are grouped under 'No type'. */
export function typeLabel(type: string): string {
  return type.trim() || 'No type';
}
