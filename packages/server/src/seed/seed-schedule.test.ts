import { typeSortKey } from '@specboard/domain';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/graphql/index.ts';
import { type ScheduleFixture, scheduleFixture } from '../../test/support/schedule-fixture.ts';
import { seedSchedule } from '../../test/support/seed.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';

const aggregationQuery = graphql(`query GetProjectAggregation($p: ID!, $w: ID!) {
  getProjectAggregation(projectId: $p, workspaceId: $w) {
    totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag rows TotalCost }
  }
}`);

const scheduleQuery = graphql(
  `query GetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }`,
);

type Cells = Record<string, string | undefined>;

const sum = (cells: Cells[], column: string) =>
  cells.reduce((total, row) => total.plus(row[column] ?? 0), new Big(0));

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('a schedule seeded with 5,000 made-up products', () => {
  let app: TestApp;
  let schedule: ScheduleFixture;
  let stored: Cells[];

  beforeAll(async () => {
    app = await startTestApp();
    // How fast seeding is belongs to `npm run bench` (the schedule part reports it), not here:
    // a wall-clock limit in a test fails whenever the machine is busy.
    schedule = await scheduleFixture(app, 'seed');
    const seeded = await seedSchedule(app, schedule.projectId, 5000);
    expect(seeded.added).toBe(5000);
    const { rows } = await app.platform.database.executeSql(
      'select cells from schedule_rows where schedule_id = $1 and deleted_at is null',
      [seeded.scheduleId],
    );
    stored = (rows as { cells: Cells }[]).map((row) => row.cells);
  });
  afterAll(() => app.stop());

  it('stores computed cells, and totals and a row count that match the rows', async () => {
    expect(stored).toHaveLength(5000);
    for (const cells of stored.slice(0, 100)) {
      expect(cells.totalCost).toBe(
        new Big(cells.quantity ?? 0).times(cells.budgetPrice ?? 0).toFixed(),
      );
      expect(cells.totalPower).toBe(
        new Big(cells.quantity ?? 0).times(cells.wattage ?? 0).toFixed(),
      );
      expect(cells.efficacy).toMatch(/^\d+(\.\d+)?$/);
      expect(cells.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const { getProjectAggregation: totals } = await schedule.client.ok(
      aggregationQuery,
      schedule.ids,
    );
    expect(totals.totalCost).toBe(sum(stored, 'totalCost').toFixed());
    expect(totals.totalPower).toBeCloseTo(Number(sum(stored, 'totalPower')), 6);
    for (const share of totals.typeSumValues) {
      const ofType = stored.filter((cells) => cells.typeDesignation === share.type);
      expect(share.rows).toBe(ofType.length);
      expect(share.totalCost).toBe(sum(ofType, 'totalCost').toFixed());
    }
    const tagged = totals.tagSumValues.reduce(
      (count: number, share: { rows: number }) => count + share.rows,
      0,
    );
    expect(tagged).toBe(5000);
    const { getProjectSchedule } = await schedule.client.ok(scheduleQuery, schedule.ids);
    expect(getProjectSchedule.rowsCount).toBe(5000);
  });

  it('pages through getStructuredScheduleRows in type order, no repeats or gaps, to the same total cost', async () => {
    const rows = await schedule.allRows(2000);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows).toHaveLength(5000);
    const keys = rows.map(
      (row) =>
        `${typeSortKey(row.cells.typeDesignation as string)} ${String(row.order).padStart(12, '0')}`,
    );
    expect(keys).toEqual([...keys].sort(byCodePoint));
    const { getProjectAggregation: totals } = await schedule.client.ok(
      aggregationQuery,
      schedule.ids,
    );
    expect(totals.totalCost).toBe(
      sum(
        rows.map((row) => row.cells as Cells),
        'totalCost',
      ).toFixed(),
    );
  });
});

describe('seeding a schedule in use', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('adds after its rows, or leaves it alone when asked to fill only an empty one', async () => {
    const schedule = await scheduleFixture(app, 'seed-again');
    await schedule.createRow({ typeDesignation: 'Z1', quantity: 3, budgetPrice: '10.50' });
    expect((await seedSchedule(app, schedule.projectId, 40, { onlyIfEmpty: true })).added).toBe(0);
    expect((await seedSchedule(app, schedule.projectId, 40, { seed: 5 })).added).toBe(40);
    const rows = await schedule.allRows(100);
    expect(rows).toHaveLength(41);
    expect(new Set(rows.map((row) => row.order)).size).toBe(41);
    const { getProjectAggregation: totals } = await schedule.client.ok(
      aggregationQuery,
      schedule.ids,
    );
    expect(totals.totalCost).toBe(
      sum(
        rows.map((row) => row.cells as Cells),
        'totalCost',
      ).toFixed(),
    );
  });
});
