import { type RowCells, type RowContribution, rowContribution } from '@specboard/domain';
import Big from 'big.js';
import type { RawRunner } from '../../db/connection.ts';
import {
  applyTotals,
  deleteTotals,
  selectLiveRowsCells,
  selectTotalRows,
  type TotalRow,
} from './totals.repository.ts';

type Delta = { rows: number; cost: Big; power: Big };

/** A row's change: its cells before (null when it appears) and after (null when it goes). */
export type RowChange = { before: RowCells | null; after: RowCells | null };

function addTo(map: Map<string, Delta>, key: string, share: RowContribution, sign: 1 | -1) {
  const delta = map.get(key) ?? { rows: 0, cost: new Big(0), power: new Big(0) };
  delta.rows += sign;
  delta.cost = sign === 1 ? delta.cost.plus(share.cost) : delta.cost.minus(share.cost);
  delta.power = sign === 1 ? delta.power.plus(share.power) : delta.power.minus(share.power);
  map.set(key, delta);
}

/** What a set of row changes does to the totals by type and by tag, leaving out no-ops. */
export function totalsDelta(changes: readonly RowChange[]) {
  const byType = new Map<string, Delta>();
  const byTag = new Map<string, Delta>();
  for (const { before, after } of changes) {
    for (const [cells, sign] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if (!cells) continue;
      const share = rowContribution(cells);
      addTo(byType, share.type, share, sign);
      addTo(byTag, share.tag, share, sign);
    }
  }
  const changed = (map: Map<string, Delta>) =>
    [...map.entries()]
      .filter(([, delta]) => delta.rows !== 0 || !delta.cost.eq(0) || !delta.power.eq(0))
      // One order for every transaction, so two edits never wait on each other's totals crosswise.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, delta]) => ({
        key,
        rows: delta.rows,
        cost: delta.cost.toFixed(),
        power: delta.power.toFixed(),
      }));
  return { byType: changed(byType), byTag: changed(byTag) };
}

export type TotalsDelta = ReturnType<typeof totalsDelta>;

export function isEmptyDelta(delta: TotalsDelta) {
  return delta.byType.length === 0 && delta.byTag.length === 0;
}

export type ScheduleTotals = {
  totalCost: string;
  totalPower: string;
  byType: { type: string; rows: number; totalCost: string; totalPower: string }[];
  byTag: { tag: string; rows: number; totalCost: string; totalPower: string }[];
};

/** The totals of a schedule as they stand. */
export async function readTotals(run: RawRunner, scheduleId: string): Promise<ScheduleTotals> {
  const [types, tags] = [
    await selectTotalRows(run, 'schedule_type_totals', scheduleId),
    await selectTotalRows(run, 'schedule_tag_totals', scheduleId),
  ];
  const sum = (rows: TotalRow[], field: 'total_cost' | 'total_power') =>
    rows.reduce((total, row) => total.plus(row[field]), new Big(0)).toFixed();
  return {
    totalCost: sum(types, 'total_cost'),
    totalPower: sum(types, 'total_power'),
    byType: types.map((row) => ({
      type: row.key,
      rows: Number(row.rows),
      totalCost: new Big(row.total_cost).toFixed(),
      totalPower: new Big(row.total_power).toFixed(),
    })),
    byTag: tags.map((row) => ({
      tag: row.key,
      rows: Number(row.rows),
      totalCost: new Big(row.total_cost).toFixed(),
      totalPower: new Big(row.total_power).toFixed(),
    })),
  };
}

/** Counts the totals again from every row: the repair for totals that drifted. */
export async function recountTotals(run: RawRunner, scheduleId: string) {
  await deleteTotals(run, scheduleId);
  const rows = await selectLiveRowsCells(run, scheduleId);
  const changes = rows.map((row) => ({
    before: null,
    after: row.cells,
  }));
  await applyTotals(run, scheduleId, totalsDelta(changes));
}
