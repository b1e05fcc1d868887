import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const figures =
  graphql(`query TotalsApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {
  totalCost totalPower powerDensity typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }
} }`);

describe('running totals of a schedule', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('follow every edit exactly, by type and by tag, and a recount finds the same', async () => {
    const schedule = await scheduleFixture(app);
    const a = await schedule.createRow({
      typeDesignation: 'A1',
      quantity: 3,
      budgetPrice: '0.10',
      wattage: '7.5',
      tag: 'Lobby',
    });
    const b = await schedule.createRow({
      typeDesignation: 'B1',
      quantity: 1,
      budgetPrice: '0.20',
      wattage: '12',
      tag: 'Spa',
    });
    await schedule.edit(a.id, 'budgetPrice', '0.3', '1.0');
    await schedule.edit(b.id, 'typeDesignation', 'A1', '1.0');
    await schedule.edit(b.id, 'tag', '', '1.0');
    const expected = {
      totalCost: '1.1',
      totalPower: 34.5,
      powerDensity: 0.0345,
      typeSumValues: [{ type: 'A1', rows: 2, totalCost: '1.1', totalPower: 34.5 }],
      tagSumValues: [
        { tag: '', rows: 1, TotalCost: '0.2' },
        { tag: 'Lobby', rows: 1, TotalCost: '0.9' },
      ],
    };
    expect((await schedule.client.ok(figures, schedule.ids)).getProjectAggregation).toEqual(
      expected,
    );

    // Totals that drifted (say, by a manual fix in the database) are counted again from the rows.
    await app.platform.database.executeSql('update schedule_type_totals set total_cost = 999');
    const { recalculateProjectAggregation } = await schedule.client.ok(
      graphql(
        `mutation RecalculateProjectAggregation($p: ID!, $w: ID!) { recalculateProjectAggregation(projectId: $p, workspaceId: $w) { totalCost } }`,
      ),
      schedule.ids,
    );
    expect(recalculateProjectAggregation.totalCost).toBe('1.1');
    expect((await schedule.client.ok(figures, schedule.ids)).getProjectAggregation).toEqual(
      expected,
    );
    const viewer = await schedule.member('viewer');
    const refused = await viewer.client.call(
      graphql(
        `mutation RecalculateTagTotalCost($p: ID!, $w: ID!) { recalculateTagTotalCost(projectId: $p, workspaceId: $w, tag: "Lobby") { TotalCost } }`,
      ),
      schedule.ids,
    );
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
