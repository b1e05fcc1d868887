import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { type ScheduleRow, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('cell edits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('steps the version from 1.0 to 1.1 and on, recomputing the computed cells', async () => {
    const schedule = await scheduleFixture(app);
    const row = await schedule.createRow({ typeDesignation: 'A1', budgetPrice: '19.99' });
    const first = await schedule.edit(row.id, 'quantity', '3', 1);
    expect(first.data?.updateCell.version).toBe('1.1');
    expect(first.data?.updateCell.row.cells.totalCost).toBe('59.97');
    let version = '1.1';
    for (let step = 0; step < 10; step += 1) {
      const answer = await schedule.edit(row.key, 'quantity', String(step), version);
      version = answer.data?.updateCell.version as string;
    }
    expect(version).toBe('2.1');
    const [stored] = await schedule.allRows();
    expect(stored?.versions.quantity).toBe('2.1');
    expect(stored?.cells.quantity).toBe('9');
    expect(stored?.cells.totalCost).toBe('179.91');
  });

  it('refuses a stale version with Version Conflict and changes nothing', async () => {
    const schedule = await scheduleFixture(app);
    const row = await schedule.createRow({ typeDesignation: 'A1', model: 'First' });
    expect((await schedule.edit(row.id, 'model', 'Second', '1.0')).errors).toBeUndefined();
    const stale = await schedule.edit(row.id, 'model', 'Stale', '1.0');
    expect(stale.errors?.[0]?.message).toBe('Version Conflict');
    expect(stale.errors?.[0]?.extensions.code).toBe('VERSION_CONFLICT');
    const [stored] = await schedule.allRows();
    expect(stored?.cells.model).toBe('Second');
    expect(stored?.versions.model).toBe('1.1');
    const ahead = await schedule.edit(row.id, 'model', 'Ahead', '5.0');
    expect(ahead.errors?.[0]?.message).toBe('Version Conflict');
  });

  it('accepts exactly one of fifty edits racing on one version', async () => {
    const schedule = await scheduleFixture(app);
    const row = await schedule.createRow({ typeDesignation: 'A1' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => schedule.edit(row.id, 'model', `M${index}`, '1.0')),
    );
    const accepted = answers.filter((answer) => !answer.errors);
    expect(accepted).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.errors?.[0]?.message === 'Version Conflict'),
    ).toHaveLength(49);
    const [stored] = await schedule.allRows();
    expect(stored?.cells.model).toBe(accepted[0]?.data?.updateCell.row.cells.model);
    expect(stored?.versions.model).toBe('1.1');
  });

  it('checks each value against its column type with the spec’s messages, changing nothing', async () => {
    const schedule = await scheduleFixture(app);
    const { client, ids } = schedule;
    const addColumn = async (name: string, type: string) =>
      (
        await client.ok(
          graphql(
            `mutation CellsApiAddColumn($p: ID!, $w: ID!, $name: String!, $type: String!) { createProjectColumn(projectId: $p, workspaceId: $w, name: $name, type: $type) { id type } }`,
          ),
          { ...ids, name, type },
        )
      ).createProjectColumn.id as string;
    const columns = {
      url: 'productUrl',
      date: 'releaseDate',
      currency: 'budgetPrice',
      integer: 'quantity',
      float: 'wattage',
      checkbox: await addColumn('Approved', 'checkbox'),
      number: await addColumn('Ceiling height', 'number'),
      unit_price: await addColumn('Unit price', 'unit_price'),
      array: await addColumn('Finishes', 'array'),
      attachment: await addColumn('Spec sheets', 'attachment'),
      formula: await addColumn('Margin', 'formula'),
      string: 'typeDesignation',
    };
    const row = await schedule.createRow({ typeDesignation: 'A1' });
    const bad: [keyof typeof columns, unknown, string][] = [
      ['url', 'not a url', 'Must be a valid URL'],
      ['date', 20260101, 'not a string'],
      ['date', '01/02/2026', 'not valid value'],
      ['currency', '12.50 EUR', 'Wrong Currency provided'],
      ['unit_price', 'GBP 3', 'Wrong Currency provided'],
      ['integer', '2.5', 'Must be a whole number'],
      ['float', 'bright', 'Must be a number'],
      ['number', 'tall', 'Must be a number'],
      ['checkbox', 'perhaps', 'Must be true or false'],
      ['array', { a: 1 }, 'Must be a list of values'],
      ['attachment', 'file.pdf', 'Must be a list of uploaded files'],
      ['attachment', [{ key: 'abc.pdf', filename: 'A1.pdf' }], 'Must be a list of uploaded files'],
      ['formula', '=A1', 'This column is computed and cannot be edited'],
      ['string', 'x'.repeat(41), 'Must be at most 40 characters long'],
    ];
    for (const [type, value, message] of bad) {
      const answer = await schedule.edit(row.id, columns[type], value, '1.0');
      expect(answer.errors?.[0]?.message, `${type} ${JSON.stringify(value)}`).toBe(message);
      expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    const readOnly = await schedule.edit(row.id, 'totalCost', '5', '1.0');
    expect(readOnly.errors?.[0]?.message).toBe('This column is computed and cannot be edited');
    const unknown = await schedule.edit(row.id, 'nope', '5', '1.0');
    expect(unknown.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const [stored] = await schedule.allRows();
    expect(stored?.cells).toEqual(row.cells);
    expect(stored?.versions).toEqual({});

    const good: [keyof typeof columns, unknown, unknown][] = [
      ['url', 'https://lumen.example.com/a1', 'https://lumen.example.com/a1'],
      ['date', '2026-03-02', '2026-03-02'],
      ['currency', '$1,299.50', '1299.5'],
      ['checkbox', true, true],
      ['array', 'Black, White', ['Black', 'White']],
    ];
    for (const [type, value, stored] of good) {
      const answer = await schedule.edit(row.id, columns[type], value, '1.0');
      expect(answer.errors, type).toBeUndefined();
      expect(answer.data?.updateCell.row.cells[columns[type]]).toEqual(stored);
    }
    const { client: c } = schedule;
    const listed = await c.ok(
      graphql(
        `mutation CellsApiUpdateCell($p: ID!, $w: ID!, $r: ID!, $col: String!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: $col, values: ["Brass", "Bronze"], version: "1.1") { row } }`,
      ),
      { ...ids, r: row.id, col: columns.array },
    );
    expect(listed.updateCell.row.cells[columns.array]).toEqual(['Brass', 'Bronze']);
  });

  it('keeps every accepted change in the cell history, newest first', async () => {
    const schedule = await scheduleFixture(app);
    const row = await schedule.createRow({ typeDesignation: 'A1' });
    await schedule.edit(row.id, 'manufacturer', 'Lumenworks', '1.0');
    await schedule.edit(row.id, 'manufacturer', 'Northlight', '1.1');
    await schedule.edit(row.id, 'manufacturer', 'Stale', '1.1');
    const { getCellHistory } = await schedule.client.ok(
      graphql(
        `query CellsApiGetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: "manufacturer") { data { oldValue newValue version userName } nextToken } }`,
      ),
      { ...schedule.ids, r: row.id },
    );
    expect(getCellHistory.data).toEqual([
      { oldValue: 'Lumenworks', newValue: 'Northlight', version: '1.2', userName: 'Test User' },
      { oldValue: null, newValue: 'Lumenworks', version: '1.1', userName: 'Test User' },
    ]);
  });

  it('renames and deletes custom columns, taking their cells away', async () => {
    const schedule = await scheduleFixture(app);
    const { client, ids } = schedule;
    const { createProjectColumn } = await client.ok(
      graphql(
        `mutation CellsApiCreateProjectColumn($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: "Finish", type: "string") { id name } }`,
      ),
      ids,
    );
    const clash = await client.call(
      graphql(
        `mutation CellsApiCreateProjectColumn2($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: "model", type: "string") { id } }`,
      ),
      ids,
    );
    expect(clash.errors?.[0]?.message).toBe('There is already a column named Model.');
    const badType = await client.call(
      graphql(
        `mutation CellsApiCreateProjectColumn3($p: ID!, $w: ID!) { createProjectColumn(projectId: $p, workspaceId: $w, name: "X", type: "blob") { id } }`,
      ),
      ids,
    );
    expect(badType.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const row = await schedule.createRow({ [createProjectColumn.id]: 'Matte black' });
    expect(row.cells[createProjectColumn.id]).toBe('Matte black');
    const { renameProjectColumn } = await client.ok(
      graphql(
        `mutation CellsApiRenameProjectColumn($p: ID!, $w: ID!, $c: String!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: "Finish colour") { name } }`,
      ),
      { ...ids, c: createProjectColumn.id },
    );
    expect(renameProjectColumn.name).toBe('Finish colour');
    const renameDefault = await client.call(
      graphql(
        `mutation CellsApiRenameProjectColumn2($p: ID!, $w: ID!) { renameProjectColumn(projectId: $p, workspaceId: $w, col: "model", name: "Mine") { name } }`,
      ),
      ids,
    );
    expect(renameDefault.errors?.[0]?.message).toBe(
      'Only custom columns can be renamed or deleted.',
    );
    await client.ok(
      graphql(
        `mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) { deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c) }`,
      ),
      { ...ids, c: createProjectColumn.id },
    );
    const [stored] = (await schedule.allRows()) as ScheduleRow[];
    expect(stored?.cells[createProjectColumn.id]).toBeUndefined();
  });
});
