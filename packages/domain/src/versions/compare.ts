import Big from 'big.js';
import type { CellValue } from '../schedule/cell-values.ts';
import { displayType, type RowCells, rowContribution } from '../schedule/computed-cells.ts';

export type CompareStatus = 'added' | 'removed' | 'modified' | 'unchanged';

/** A row as compared: its id (the part of its key after ROW#) and its cells. */
export type ComparedRow = { id: string; cells: RowCells };

/** How one row moved between two issues of the schedule (spec: compare item). */
export type CompareItem = {
  rowId: string;
  status: CompareStatus;
  /** The row's cells now (in the newer side), or as they were when it was removed. */
  fields: RowCells;
  /** The cells before, for rows in both sides (null for added rows). */
  previous: RowCells | null;
  /** The columns whose value differs, for modified rows. */
  modified: string[];
  type: string;
  costDelta: string;
  powerDelta: string;
};

/** Cost, power and the latest delivery of one type designation, before and after. */
export type TypeRollup = {
  type: string;
  costBefore: string;
  costAfter: string;
  costDelta: string;
  powerBefore: string;
  powerAfter: string;
  powerDelta: string;
  rowsBefore: number;
  rowsAfter: number;
  /** The latest estimated delivery among the type's rows in the newer side. */
  latestDelivery: string | null;
};

export type Comparison = {
  items: CompareItem[];
  byType: TypeRollup[];
  totals: {
    costBefore: string;
    costAfter: string;
    costDelta: string;
    powerBefore: string;
    powerAfter: string;
    powerDelta: string;
  };
  counts: Record<CompareStatus, number>;
};

function sameValue(a: CellValue | undefined, b: CellValue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || a === null) return b === undefined || b === null || b === '';
  if (b === undefined || b === null) return a === '';
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The columns whose value differs between two copies of a row, in a stable order. */
export function modifiedColumns(before: RowCells, after: RowCells): string[] {
  const columns = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...columns].filter((col) => !sameValue(before[col], after[col])).sort();
}

type Totals = { cost: Big; power: Big; rows: number; latestDelivery: string | null };

function addTo(map: Map<string, Totals>, cells: RowCells | null) {
  if (!cells) return;
  const { cost, power } = rowContribution(cells);
  const type = displayType(cells.typeDesignation);
  const entry = map.get(type) ?? {
    cost: new Big(0),
    power: new Big(0),
    rows: 0,
    latestDelivery: null,
  };
  entry.cost = entry.cost.plus(cost);
  entry.power = entry.power.plus(power);
  entry.rows += 1;
  const delivery = cells.estimatedDelivery;
  if (typeof delivery === 'string' && (!entry.latestDelivery || delivery > entry.latestDelivery)) {
    entry.latestDelivery = delivery;
  }
  map.set(type, entry);
}

const zero = new Big(0);

/**
 * What changed from `older` to `newer` (two versions, or a version and the live schedule): every
 * row added, removed, modified or unchanged, with its cost and power deltas, rolled up by type
 * designation and in total, in exact decimals. The totals are the sums of the row deltas.
 */
export function compareSchedules(
  older: readonly ComparedRow[],
  newer: readonly ComparedRow[],
): Comparison {
  const before = new Map(older.map((row) => [row.id, row.cells]));
  const after = new Map(newer.map((row) => [row.id, row.cells]));
  const items: CompareItem[] = [];
  const counts: Record<CompareStatus, number> = { added: 0, removed: 0, modified: 0, unchanged: 0 };
  const typesBefore = new Map<string, Totals>();
  const typesAfter = new Map<string, Totals>();

  const push = (rowId: string, was: RowCells | null, now: RowCells | null) => {
    const modified = was && now ? modifiedColumns(was, now) : [];
    const status: CompareStatus = !was
      ? 'added'
      : !now
        ? 'removed'
        : modified.length > 0
          ? 'modified'
          : 'unchanged';
    const old = was ? rowContribution(was) : { cost: zero, power: zero };
    const neu = now ? rowContribution(now) : { cost: zero, power: zero };
    counts[status] += 1;
    addTo(typesBefore, was);
    addTo(typesAfter, now);
    items.push({
      rowId,
      status,
      fields: (now ?? was) as RowCells,
      previous: now ? was : null,
      modified,
      type: displayType((now ?? was)?.typeDesignation),
      costDelta: neu.cost.minus(old.cost).toString(),
      powerDelta: neu.power.minus(old.power).toString(),
    });
  };
  for (const row of newer) push(row.id, before.get(row.id) ?? null, row.cells);
  for (const row of older) if (!after.has(row.id)) push(row.id, row.cells, null);

  const types = [...new Set([...typesBefore.keys(), ...typesAfter.keys()])];
  const byType = types.map((type) => {
    const was = typesBefore.get(type);
    const now = typesAfter.get(type);
    const costBefore = was?.cost ?? zero;
    const costAfter = now?.cost ?? zero;
    const powerBefore = was?.power ?? zero;
    const powerAfter = now?.power ?? zero;
    return {
      type,
      costBefore: costBefore.toString(),
      costAfter: costAfter.toString(),
      costDelta: costAfter.minus(costBefore).toString(),
      powerBefore: powerBefore.toString(),
      powerAfter: powerAfter.toString(),
      powerDelta: powerAfter.minus(powerBefore).toString(),
      rowsBefore: was?.rows ?? 0,
      rowsAfter: now?.rows ?? 0,
      latestDelivery: now?.latestDelivery ?? null,
    };
  });
  const sum = (values: Iterable<Totals>, field: 'cost' | 'power') => {
    let total = zero;
    for (const value of values) total = total.plus(value[field]);
    return total;
  };
  const costBefore = sum(typesBefore.values(), 'cost');
  const costAfter = sum(typesAfter.values(), 'cost');
  const powerBefore = sum(typesBefore.values(), 'power');
  const powerAfter = sum(typesAfter.values(), 'power');
  return {
    items,
    byType,
    totals: {
      costBefore: costBefore.toString(),
      costAfter: costAfter.toString(),
      costDelta: costAfter.minus(costBefore).toString(),
      powerBefore: powerBefore.toString(),
      powerAfter: powerAfter.toString(),
      powerDelta: powerAfter.minus(powerBefore).toString(),
    },
    counts,
  };
}

/** Spec section 9: 'New version has been successfully created'. */
export const versionCreatedMessage = 'New version has been successfully created';
export const versionTitleMaxLength = 120;
export const versionShortNameMaxLength = 20;
