import type { Currency } from '../views/view-settings.ts';
import type { CellValue } from './cell-values.ts';
import type { ScheduleColumn } from './columns.ts';
import { displayType } from './computed-cells.ts';

// The spec's currencies are usd (the default) and cad; each view says which it shows. Both in
// en-US, so that Canadian dollars read CA$ beside the $ of US dollars (en-CA would print $).
const money: Record<Currency, Intl.NumberFormat> = {
  usd: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  cad: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }),
};
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

const moneyTypes = new Set(['currency', 'unit_price']);
const numberTypes = new Set(['number', 'float', 'integer']);

export function isMoney(column: ScheduleColumn): boolean {
  return moneyTypes.has(column.type);
}

/** An exact decimal string as money, formatted without a detour through a binary float. */
export function formatMoney(value: string, currency: Currency = 'usd'): string {
  // Intl formats a decimal string at full precision; TypeScript's lib only knows numbers.
  return money[currency].format(value as unknown as number);
}

function isFilename(item: unknown): item is { filename: string } {
  return typeof item === 'object' && item !== null && 'filename' in item;
}

/** The text a cell edits as (and copies as, for plain columns): the stored value, unformatted. */
export function editText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value)) {
    return value.map((item) => (isFilename(item) ? item.filename : String(item))).join(', ');
  }
  return value;
}

/** What a cell shows: money with its currency, numbers grouped, an empty type as '---'. */
export function displayText(
  column: ScheduleColumn,
  value: CellValue | undefined,
  currency: Currency = 'usd',
): string {
  if (column.id === 'typeDesignation') return displayType(value);
  if (typeof value === 'string' && value !== '') {
    if (isMoney(column)) return formatMoney(value, currency);
    if (numberTypes.has(column.type)) return plain.format(value as unknown as number);
  }
  if (column.type === 'attachment' && Array.isArray(value)) {
    return value.length === 1 ? '1 file' : value.length > 1 ? `${value.length} files` : '';
  }
  return editText(value);
}

/** The exact sum of decimal strings (no binary floats), as a decimal string. */
export function sumDecimals(values: readonly string[]): string {
  let scale = 0;
  for (const value of values) scale = Math.max(scale, (value.split('.')[1] ?? '').length);
  let total = 0n;
  for (const value of values) {
    const negative = value.startsWith('-');
    const [whole = '0', fraction = ''] = value.replace(/^[-+]/, '').split('.');
    const units = BigInt(`${whole}${fraction.padEnd(scale, '0')}` || '0');
    total += negative ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(-scale).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
