import Big from 'big.js';

/** A share of a whole: money as an exact decimal string, or a plain number (watts). */
export type PieSliceInput = { label: string; value: string | number };

/** One slice of a pie chart, its value kept exact. */
export type PieSlice = {
  /** `type:<label>` for a slice of its own, `others` for the grouped small ones. */
  id: string;
  label: string;
  /** The exact decimal value (for Others, the exact sum of what it groups). */
  value: string;
  /** The slice's part of the total, between 0 and 1 (for display: percentages, arcs). */
  share: number;
  /** The labels an Others slice groups, largest first; empty for a slice of its own. */
  grouped: string[];
};

/** Slices under this part of the total are grouped as Others; exactly this much stays its own. */
export const PIE_SLICE_MIN_SHARE = '0.05';
export const PIE_OTHERS_LABEL = 'Others';

function toBig(value: string | number): Big | null {
  try {
    const big = new Big(value);
    return big.gt(0) ? big : null;
  } catch {
    return null;
  }
}

function share(value: Big, total: Big): number {
  return Number(value.div(total).toFixed(6));
}

/**
 * The slices of a pie chart: each positive value its own slice, largest first, and those under 5%
 * of the total (compared exactly) grouped into one 'Others' slice at the end. A pie cannot show
 * zero, negative or unreadable values, so they are left out; no positive value, no slices.
 */
export function groupPieSlices(
  items: readonly PieSliceInput[],
  minShare: string = PIE_SLICE_MIN_SHARE,
): PieSlice[] {
  const values = items.flatMap((item) => {
    const value = toBig(item.value);
    return value ? [{ label: item.label, value }] : [];
  });
  if (values.length === 0) return [];
  const total = values.reduce((sum, item) => sum.plus(item.value), new Big(0));
  const threshold = total.times(minShare);
  values.sort((a, b) => b.value.cmp(a.value) || a.label.localeCompare(b.label));

  const slices: PieSlice[] = [];
  const small: typeof values = [];
  for (const item of values) {
    if (item.value.lt(threshold)) {
      small.push(item);
      continue;
    }
    slices.push({
      id: `type:${item.label}`,
      label: item.label,
      value: item.value.toFixed(),
      share: share(item.value, total),
      grouped: [],
    });
  }
  if (small.length > 0) {
    const others = small.reduce((sum, item) => sum.plus(item.value), new Big(0));
    slices.push({
      id: 'others',
      label: PIE_OTHERS_LABEL,
      value: others.toFixed(),
      share: share(others, total),
      grouped: small.map((item) => item.label),
    });
  }
  return slices;
}

/** Where spending stands against the base budget: what is left, or by how much it is over. */
export type BudgetBalance = {
  /** Base budget minus total cost, exact; negative when over. */
  remaining: string;
  /** The size of the gap, exact and never negative. */
  amount: string;
  over: boolean;
};

/**
 * The base budget less the total cost, in exact decimals. It lives beside the pie slices because
 * the dashboard needs both; it may move to a money module once schedule totals bring one.
 */
export function getBudgetBalance(baseBudget: string | number, totalCost: string): BudgetBalance {
  const remaining = new Big(baseBudget).minus(new Big(totalCost || '0'));
  return {
    remaining: remaining.toFixed(),
    amount: remaining.abs().toFixed(),
    over: remaining.lt(0),
  };
}
