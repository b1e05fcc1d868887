import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { type ScheduleRow, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('schedule rows', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('every project has a schedule with the product columns, computed ones read-only', async () => {
    const { client, ids } = await scheduleFixture(app);
    const { getProjectSchedule } = await client.ok(
      graphql(
        `query RowsApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { id rowsCount default_fields { id name type } read_only_fields custom_fields { id } } }`,
      ),
      ids,
    );
    expect(getProjectSchedule.rowsCount).toBe(0);
    expect(getProjectSchedule.read_only_fields).toEqual([
      'totalCost',
      'totalPower',
      'efficacy',
      'estimatedDelivery',
    ]);
    const names = getProjectSchedule.default_fields.map((field: { name: string }) => field.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Type / Designation',
        'Manufacturer',
        'Model',
        'Quantity',
        'Budget Price',
        'Total Cost',
        'Lead Time (Weeks)',
      ]),
    );
  });

  it('creates rows with their computed cells and pages through them in type order, no repeats or gaps', async () => {
    const schedule = await scheduleFixture(app);
    const types = Array.from(
      { length: 40 },
      (_, index) => `${'ABC'[index % 3]}${(index % 13) + 1}`,
    );
    for (const type of types)
      await schedule.createRow({ typeDesignation: type, quantity: 2, budgetPrice: '10.25' });
    await schedule.createRow({});
    const rows = await schedule.allRows(15);
    expect(rows).toHaveLength(41);
    expect(new Set(rows.map((row) => row.id)).size).toBe(41);
    const order = rows.map((row) => row.cells.typeDesignation ?? '');
    const natural = (type: string) => (type ? [type[0], Number(type.slice(1))] : ['~', 0]);
    const expected = [...order].sort((a, b) => {
      const [la, na] = natural(a as string);
      const [lb, nb] = natural(b as string);
      return la === lb ? (na as number) - (nb as number) : (la as string) < (lb as string) ? -1 : 1;
    });
    expect(order).toEqual(expected);
    expect(order.at(-1)).toBe('');
    expect(rows[0]?.cells.totalCost).toBe('20.5');
    expect(rows[0]?.key).toBe(`ROW#${rows[0]?.id}`);
    const { getProjectSchedule } = await schedule.client.ok(
      graphql(
        `query GetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }`,
      ),
      schedule.ids,
    );
    expect(getProjectSchedule.rowsCount).toBe(41);
  });

  it('re-orders a row whose type designation changed', async () => {
    const schedule = await scheduleFixture(app);
    const a = await schedule.createRow({ typeDesignation: 'A1' });
    await schedule.createRow({ typeDesignation: 'B1' });
    expect((await schedule.allRows()).map((row) => row.cells.typeDesignation)).toEqual([
      'A1',
      'B1',
    ]);
    const edited = await schedule.edit(a.id, 'typeDesignation', 'C1', '1.0');
    expect(edited.errors).toBeUndefined();
    expect((await schedule.allRows()).map((row) => row.cells.typeDesignation)).toEqual([
      'B1',
      'C1',
    ]);
  });

  it('duplicates, hides, deletes to the deleted list and restores rows, with the totals following', async () => {
    const schedule = await scheduleFixture(app);
    const { client, ids } = schedule;
    const row = await schedule.createRow({
      typeDesignation: 'D1',
      quantity: 3,
      budgetPrice: '100',
      wattage: '12',
      tag: 'Lobby',
    });
    const { duplicateRow } = await client.ok(
      graphql(
        `mutation DuplicateRow($p: ID!, $w: ID!, $r: ID!) { duplicateRow(projectId: $p, workspaceId: $w, rowId: $r) }`,
      ),
      { ...ids, r: row.key },
    );
    expect(duplicateRow.id).not.toBe(row.id);
    expect(duplicateRow.cells).toEqual(row.cells);
    const totals = async () =>
      await client.ok(
        graphql(
          `query GetProjectAggregationGetTotalOfTag($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) { totalCost totalPower typeSumValues { type rows totalCost } tagSumValues { tag TotalCost } } getTotalOfTag(projectId: $p, workspaceId: $w, tag: "Lobby") { TotalCost rows } }`,
        ),
        ids,
      );
    expect((await totals()).getProjectAggregation).toMatchObject({
      totalCost: '600',
      totalPower: 72,
      typeSumValues: [{ type: 'D1', rows: 2, totalCost: '600' }],
      tagSumValues: [{ tag: 'Lobby', TotalCost: '600' }],
    });

    const hidden = await client.ok(
      graphql(
        `mutation SetRowsVisibility($p: ID!, $w: ID!, $r: [ID!]!) { setRowsVisibility(projectId: $p, workspaceId: $w, rowIds: $r, visible: false) }`,
      ),
      { ...ids, r: [row.id] },
    );
    expect(hidden.setRowsVisibility[0].hidden).toBe(true);

    await client.ok(
      graphql(
        `mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }`,
      ),
      { ...ids, r: row.id },
    );
    expect((await schedule.allRows()).map((r: ScheduleRow) => r.id)).toEqual([duplicateRow.id]);
    const { listDeletedRows } = await client.ok(
      graphql(
        `query ListDeletedRows($p: ID!, $w: ID!) { listDeletedRows(projectId: $p, workspaceId: $w) { data } }`,
      ),
      ids,
    );
    expect(listDeletedRows.data.map((r: ScheduleRow) => r.id)).toEqual([row.id]);
    expect((await totals()).getTotalOfTag).toEqual({ TotalCost: '300', rows: 1 });
    const again = await client.call(
      graphql(
        `mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }`,
      ),
      { ...ids, r: row.id },
    );
    expect(again.errors?.[0].extensions.code).toBe('NOT_FOUND');

    const { restoreRows } = await client.ok(
      graphql(
        `mutation RestoreRows($p: ID!, $w: ID!, $r: [ID!]!) { restoreRows(projectId: $p, workspaceId: $w, rowsIds: $r) }`,
      ),
      { ...ids, r: [row.id] },
    );
    expect(restoreRows.map((r: ScheduleRow) => r.id)).toEqual([row.id]);
    expect((await schedule.allRows()).length).toBe(2);
    expect((await totals()).getProjectAggregation.totalCost).toBe('600');
  });

  it('finds rows by tag, lists a column’s values for its dropdown, and names the columns one may refer to', async () => {
    const schedule = await scheduleFixture(app);
    const { client, ids } = schedule;
    await schedule.createRow({ typeDesignation: 'A1', tag: 'Lobby', manufacturer: 'Lumenworks' });
    await schedule.createRow({ typeDesignation: 'A2', tag: 'Spa', manufacturer: 'Lumenworks' });
    await schedule.createRow({ typeDesignation: 'A3', tag: 'Roof', manufacturer: 'Northlight' });
    const { getRowsByTags } = await client.ok(
      graphql(
        `query GetRowsByTags($p: ID!, $w: ID!) { getRowsByTags(projectId: $p, workspaceId: $w, tags: ["Lobby", " Roof "]) { data } }`,
      ),
      ids,
    );
    expect(getRowsByTags.data.map((row: ScheduleRow) => row.cells.typeDesignation)).toEqual([
      'A1',
      'A3',
    ]);
    const { getDropdownValues } = await client.ok(
      graphql(
        `query GetDropdownValues($p: ID!, $w: ID!) { getDropdownValues(projectId: $p, workspaceId: $w, col: "manufacturer") }`,
      ),
      ids,
    );
    expect(getDropdownValues).toEqual(['Lumenworks', 'Northlight']);
    const { getAvailableReferenceFields } = await client.ok(
      graphql(
        `query GetAvailableReferenceFields($p: ID!, $w: ID!) { getAvailableReferenceFields(projectId: $p, workspaceId: $w) { id } }`,
      ),
      ids,
    );
    const referable = getAvailableReferenceFields.map((field: { id: string }) => field.id);
    expect(referable).toContain('manufacturer');
    expect(referable).not.toContain('totalCost');
    expect(referable).not.toContain('image');
  });

  it('lets a viewer read rows but not change them, and tells the grid why', async () => {
    const schedule = await scheduleFixture(app);
    const row = await schedule.createRow({ typeDesignation: 'A1' });
    const viewer = await schedule.member('viewer');
    expect((await schedule.allRows(15, viewer.client)).map((r) => r.id)).toEqual([row.id]);
    const refused = await schedule.edit(row.id, 'model', 'X', '1.0', viewer.client);
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const created = await viewer.client.call(
      graphql(
        `mutation RowsApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w) }`,
      ),
      schedule.ids,
    );
    expect(created.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const { getScheduleCommands } = await viewer.client.ok(
      graphql(
        `query RowsApiGetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed message } }`,
      ),
      schedule.ids,
    );
    const editCell = getScheduleCommands.find(
      (command: { name: string }) => command.name === 'editCell',
    );
    expect(editCell!.allowed).toBe(false);
    expect(editCell!.message).toMatch(/role|upgrade/i);
    expect(
      getScheduleCommands.find((command: { name: string }) => command.name === 'comment')!.allowed,
    ).toBe(true);
    expect((await schedule.allRows())[0]?.cells.model).toBeUndefined();
  });

  it('keeps strangers out of the schedule', async () => {
    const schedule = await scheduleFixture(app);
    await schedule.createRow({ typeDesignation: 'A1' });
    const stranger = await scheduleFixture(app, 'stranger');
    const read = await stranger.client.call(
      graphql(
        `query RowsApiGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }`,
      ),
      schedule.ids,
    );
    expect(read.errors?.[0].extensions.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    const crossed = await stranger.client.call(
      graphql(
        `query RowsApiGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }`,
      ),
      { p: schedule.projectId, w: stranger.workspaceId },
    );
    expect(crossed.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});
