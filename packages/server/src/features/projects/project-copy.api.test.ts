import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('copying a project', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('copies its live schedule: rows, custom columns and totals; the two then go their own ways', async () => {
    const schedule = await scheduleFixture(app);
    await schedule.client.ok(
      graphql(
        `mutation CreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: "Finish", type: "string") { id } }`,
      ),
      schedule.ids,
    );
    const row = await schedule.createRow({ typeDesignation: 'A1', quantity: 3, budgetPrice: '40' });
    await schedule.createRow({ typeDesignation: 'B1', quantity: 1, budgetPrice: '15' });
    const { copyProject } = await schedule.client.ok(
      graphql(
        `mutation ProjectCopyApiCopyProject($p: ID!, $w: ID!) { copyProject(id: $p, workspaceId: $w) { id rowsCount } }`,
      ),
      schedule.ids,
    );
    expect(copyProject.rowsCount).toBe(2);
    const copy = { p: copyProject.id, w: schedule.workspaceId };
    const read = async (ids: typeof copy) => {
      const answer = await schedule.client.ok(
        graphql(`query GetStructuredScheduleRowsGetProjectSchedule($p: ID!, $w: ID!) {
          getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data }
          getProjectSchedule(projectId: $p, workspaceId: $w) { custom_fields { name } }
          getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost }
        }`),
        ids,
      );
      return {
        quantities: answer.getStructuredScheduleRows.data.map(
          (r: { cells: { quantity: string } }) => r.cells.quantity,
        ),
        columns: answer.getProjectSchedule.custom_fields.map((c: { name: string }) => c.name),
        totalCost: answer.getProjectAggregation.totalCost,
      };
    };
    expect(await read(copy)).toEqual({
      quantities: ['3', '1'],
      columns: ['Finish'],
      totalCost: '135',
    });

    await schedule.client.ok(
      graphql(
        `mutation UpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: "quantity", value: 5, version: "1.0") { version } }`,
      ),
      { ...copy, r: row.id },
    );
    expect((await read(copy)).totalCost).toBe('215');
    expect(await read(schedule.ids)).toEqual({
      quantities: ['3', '1'],
      columns: ['Finish'],
      totalCost: '135',
    });
  });
});
