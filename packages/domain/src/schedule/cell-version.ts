import Big from 'big.js';

/** The version of a cell nobody has edited yet; the first accepted edit makes it 1.1. */
export const initialCellVersion = '1.0';
const versionStep = '0.1';

/**
 * A cell version in its one written form ("1.1", "2.0"), from a number or a string. Exact decimal
 * arithmetic: ten steps from 1.1 give exactly 2.1. Null when the input is not a version.
 */
export function normalizeCellVersion(input: unknown): string | null {
  if (typeof input !== 'number' && typeof input !== 'string') return null;
  const text = String(input).trim();
  if (!/^\d{1,9}(\.\d{1,20})?$/.test(text)) return null;
  const version = new Big(text);
  const rounded = version.round(1);
  // A client adding 0.1 in binary floats sends 1.2000000000000002: that is still version 1.2.
  return version.minus(rounded).abs().lt('1e-9') ? rounded.toFixed(1) : null;
}

export function nextCellVersion(current: string): string {
  return new Big(current).plus(versionStep).toFixed(1);
}

export function sameCellVersion(a: string, b: string): boolean {
  return new Big(a).eq(b);
}
