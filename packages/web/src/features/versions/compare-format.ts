import type { CompareItem, CompareStatus } from './versions.types.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const watts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** US dollars from an exact decimal string (Intl reads the string at full precision). */
export function formatMoney(value: string): string {
  return money.format(value as unknown as number);
}

/** A change of money, signed: "+$241.00", "−$1,200.00", "$0.00". */
export function formatMoneyDelta(value: string): string {
  const negative = value.startsWith('-');
  const magnitude = negative ? value.slice(1) : value;
  if (/^0(\.0+)?$/.test(magnitude)) return money.format(0);
  return `${negative ? '−' : '+'}${formatMoney(magnitude)}`;
}

export function formatWattsDelta(value: string): string {
  const number = Number(value);
  if (number === 0) return '0 W';
  return `${number < 0 ? '−' : '+'}${watts.format(Math.abs(number))} W`;
}

const moneyColumns = new Set(['budgetPrice', 'totalCost']);

/** A cell as the comparison shows it: money in dollars, files by name, empty as a dash. */
export function formatCompareValue(col: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (moneyColumns.has(col) && (typeof value === 'string' || typeof value === 'number')) {
    return formatMoney(String(value));
  }
  if (Array.isArray(value)) {
    return value
      .map((entry) =>
        entry && typeof entry === 'object' && 'filename' in entry
          ? String((entry as { filename: unknown }).filename)
          : String(entry),
      )
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export const statusLabels: Record<CompareStatus, string> = {
  added: 'Added',
  removed: 'Removed',
  modified: 'Changed',
  unchanged: 'Unchanged',
};

/** The rows worth reading first: changes before unchanged rows, then by type designation. */
export function orderItems(items: readonly CompareItem[], shown: ReadonlySet<CompareStatus>) {
  const rank: Record<CompareStatus, number> = { modified: 0, added: 1, removed: 2, unchanged: 3 };
  return items
    .filter((item) => shown.has(item.status))
    .sort(
      (a, b) =>
        rank[a.status] - rank[b.status] ||
        a.type.localeCompare(b.type, undefined, { numeric: true }) ||
        a.rowId.localeCompare(b.rowId),
    );
}
