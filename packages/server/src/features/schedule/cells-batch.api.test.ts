import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';

const updateCells =
  graphql(`mutation CellsBatchApiUpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!, $session: String) {
  updateCells(projectId: $p, workspaceId: $w, cells: $cells, session: $session) {
    rows cells { rowId col version }
  }
}`);

const figures =
  graphql(`query CellsBatchApiGetProjectAggregation($p: ID!, $w: ID!) { getProjectAggregation(projectId: $p, workspaceId: $w) {
  totalCost totalPower typeSumValues { type rows totalCost totalPower } tagSumValues { tag rows TotalCost }
} }`);

type Cell = {
  row: string;
  col: string;
  value?: unknown;
  values?: unknown[];
  version: string | number;
};

describe('updateCells: a batch of cell edits, all or nothing', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const batch = (schedule: ScheduleFixture, cells: Cell[], as: ApiClient = schedule.client) =>
    as.call(updateCells, { ...schedule.ids, cells, session: 'tab-7' });

  /** Everything a refused batch must leave as it was: rows, versions, history and totals. */
  async function everything(schedule: ScheduleFixture) {
    const { rows } = await app.platform.database.executeSql(
      `select count(*)::int as count from schedule_cell_history h
         join schedules s on s.id = h.schedule_id where s.project_id = $1`,
      [schedule.projectId],
    );
    return {
      rows: (await schedule.allRows()).map(({ id, cells, versions }) => ({ id, cells, versions })),
      history: (rows[0] as { count: number }).count,
      totals: (await schedule.client.ok(figures, schedule.ids)).getProjectAggregation,
    };
  }

  it('applies cells of several rows and columns at once, one history entry per cell and one live event', async () => {
    const schedule = await scheduleFixture(app);
    const viewer = await schedule.member('viewer');
    const a = await schedule.createRow({ typeDesignation: 'A1', budgetPrice: '10' });
    const b = await schedule.createRow({ typeDesignation: 'A2' });
    const c = await schedule.createRow({ typeDesignation: 'A3' });
    await schedule.edit(c.id, 'model', 'Old', '1.0');
    const { projectId, workspaceId } = schedule;
    const auth = { authorization: `Bearer ${viewer.client.accessToken}` };
    const changes = watchSubscription(
      app.url,
      auth,
      graphql(
        `subscription OnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session } }`,
      ),
      { projectId, workspaceId },
    );
    const puts = watchSubscription(
      app.url,
      auth,
      graphql(
        `subscription OnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session } }`,
      ),
      { projectId, workspaceId },
    );
    await changes.until(1);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const answer = await batch(schedule, [
      { row: a.id, col: 'quantity', value: '3', version: '1.0' },
      { row: a.key, col: 'manufacturer', value: 'Lumenworks', version: '1.0' },
      { row: b.id, col: 'manufacturer', value: 'Northlight', version: '1.0' },
      { row: c.id, col: 'model', value: 'New', version: '1.1' },
      { row: c.id, col: 'tag', value: 'Lobby', version: 1 },
    ]);
    expect(answer.errors).toBeUndefined();
    const { rows, cells } = answer.data!.updateCells;
    expect(cells).toEqual([
      { rowId: a.id, col: 'quantity', version: '1.1' },
      { rowId: a.id, col: 'manufacturer', version: '1.1' },
      { rowId: b.id, col: 'manufacturer', version: '1.1' },
      { rowId: c.id, col: 'model', version: '1.2' },
      { rowId: c.id, col: 'tag', version: '1.1' },
    ]);
    expect(rows.map((row: { id: string }) => row.id)).toEqual([a.id, b.id, c.id]);
    expect(rows[0]).toMatchObject({
      key: `ROW#${a.id}`,
      session: 'tab-7',
      cells: { quantity: '3', manufacturer: 'Lumenworks', totalCost: '30' },
      versions: { quantity: '1.1', manufacturer: '1.1' },
    });
    expect(rows[2].versions).toEqual({ model: '1.2', tag: '1.1' });
    expect(await schedule.allRows()).toEqual(rows);

    const history = await schedule.client.ok(
      graphql(
        `query GetCellHistory($p: ID!, $w: ID!, $r: ID!) { getCellHistory(projectId: $p, workspaceId: $w, rowId: $r, col: "model") { data { oldValue newValue version session } } }`,
      ),
      { ...schedule.ids, r: c.id },
    );
    expect(history.getCellHistory.data[0]).toEqual({
      oldValue: 'Old',
      newValue: 'New',
      version: '1.2',
      session: 'tab-7',
    });
    expect((await everything(schedule)).history).toBe(6);

    const events = (await changes.until(2)).map((event) => event.data.onScheduleRowsChanged);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes.events).toHaveLength(2);
    expect(events[1]).toMatchObject({ kind: 'put', row: null, session: 'tab-7' });
    expect(events[1].rows).toEqual(rows);
    // The older per-row feed hears each row on its own.
    const perRow = (await puts.until(3)).map((event) => event.data.onPutScheduleRow.row.id);
    expect(perRow).toEqual([a.id, b.id, c.id]);
    await changes.dispose();
    await puts.dispose();
  });

  it('changes nothing when one cell is stale, and names every stale cell', async () => {
    const schedule = await scheduleFixture(app);
    const a = await schedule.createRow({ typeDesignation: 'B1', quantity: 2, budgetPrice: '5' });
    const b = await schedule.createRow({ typeDesignation: 'B2', model: 'Kept' });
    await schedule.edit(b.id, 'model', 'Theirs', '1.0');
    const before = await everything(schedule);
    const answer = await batch(schedule, [
      { row: a.id, col: 'quantity', value: '7', version: '1.0' },
      { row: a.id, col: 'budgetPrice', value: '9.99', version: '1.0' },
      { row: b.id, col: 'model', value: 'Mine', version: '1.0' },
      { row: b.id, col: 'manufacturer', value: 'Mine too', version: '1.0' },
    ]);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Version Conflict',
      extensions: {
        code: 'VERSION_CONFLICT',
        conflicts: [{ rowId: b.id, col: 'model', currentVersion: '1.1', currentValue: 'Theirs' }],
      },
    });
    expect(await everything(schedule)).toEqual(before);
  });

  it('refuses a value that does not fit, naming the cell, and changes nothing', async () => {
    const schedule = await scheduleFixture(app);
    const a = await schedule.createRow({ typeDesignation: 'C1' });
    const before = await everything(schedule);
    const answer = await batch(schedule, [
      { row: a.id, col: 'model', value: 'Fine', version: '1.0' },
      { row: a.id, col: 'quantity', value: '2.5', version: '1.0' },
      { row: a.id, col: 'productUrl', value: 'not a url', version: '1.0' },
      { row: a.id, col: 'totalCost', value: '5', version: '1.0' },
    ]);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Quantity: Must be a whole number',
      extensions: {
        code: 'BAD_USER_INPUT',
        cells: [
          { rowId: a.id, col: 'quantity', message: 'Must be a whole number' },
          { rowId: a.id, col: 'productUrl', message: 'Must be a valid URL' },
          {
            rowId: a.id,
            col: 'totalCost',
            message: 'This column is computed and cannot be edited',
          },
        ],
      },
    });
    const unknown = await batch(schedule, [{ row: a.id, col: 'nope', value: 1, version: '1.0' }]);
    expect(unknown.errors?.[0]?.message).toBe('There is no column nope.');
    const twice = await batch(schedule, [
      { row: a.id, col: 'model', value: 'One', version: '1.0' },
      { row: a.key, col: 'model', value: 'Two', version: '1.0' },
    ]);
    expect(twice.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const missing = await batch(schedule, [
      { row: a.id, col: 'model', value: 'One', version: '1.0' },
      { row: 'no-such-row', col: 'model', value: 'Two', version: '1.0' },
    ]);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Row no-such-row not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    await schedule.client.ok(
      graphql(
        `mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }`,
      ),
      { ...schedule.ids, r: a.id },
    );
    const deleted = await batch(schedule, [
      { row: a.id, col: 'model', value: 'X', version: '1.0' },
    ]);
    expect(deleted.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const tooMany = await batch(
      schedule,
      Array.from({ length: 5001 }, (_, index) => ({
        row: `r${index}`,
        col: 'model',
        value: 'x',
        version: '1.0',
      })),
    );
    expect(tooMany.errors?.[0]?.message).toBe('At most 5000 cells can be changed at once.');
    expect((await batch(schedule, [])).data!.updateCells).toEqual({ rows: [], cells: [] });
    const after = await everything(schedule);
    expect(after.history).toBe(before.history);
  });

  it('refuses a viewer, and an editor a column locked for editors, changing nothing', async () => {
    const schedule = await scheduleFixture(app);
    const a = await schedule.createRow({ typeDesignation: 'D1', budgetPrice: '100' });
    const viewer = await schedule.member('viewer');
    const editor = await schedule.member('editor');
    await schedule.client.ok(
      graphql(
        `mutation CellsBatchApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: "budgetPrice", roles: ["editor"]) { col } }`,
      ),
      schedule.ids,
    );
    const before = await everything(schedule);
    const cells = [
      { row: a.id, col: 'model', value: 'LX', version: '1.0' },
      { row: a.id, col: 'budgetPrice', value: '90', version: '1.0' },
    ];
    const byViewer = await batch(schedule, cells, viewer.client);
    expect(byViewer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const byEditor = await batch(schedule, cells, editor.client);
    expect(byEditor.errors?.[0]).toMatchObject({
      message: 'This field has been locked for editing',
      extensions: { code: 'FORBIDDEN', col: 'budgetPrice' },
    });
    expect(await everything(schedule)).toEqual(before);
    expect((await batch(schedule, cells.slice(0, 1), editor.client)).errors).toBeUndefined();
  });

  it('moves the totals by the batch’s change, to the cent', async () => {
    const schedule = await scheduleFixture(app);
    const a = await schedule.createRow({
      typeDesignation: 'E1',
      quantity: 3,
      budgetPrice: '0.10',
      wattage: '7.5',
      tag: 'Lobby',
    });
    const b = await schedule.createRow({
      typeDesignation: 'E2',
      quantity: 1,
      budgetPrice: '0.20',
      wattage: '12',
      tag: 'Spa',
    });
    const answer = await batch(schedule, [
      { row: a.id, col: 'budgetPrice', value: '0.3', version: '1.0' },
      { row: b.id, col: 'typeDesignation', value: 'E1', version: '1.0' },
      { row: b.id, col: 'tag', value: '', version: '1.0' },
      { row: b.id, col: 'quantity', value: '7', version: '1.0' },
    ]);
    expect(answer.errors).toBeUndefined();
    expect((await schedule.client.ok(figures, schedule.ids)).getProjectAggregation).toEqual({
      totalCost: '2.3',
      totalPower: 106.5,
      typeSumValues: [{ type: 'E1', rows: 2, totalCost: '2.3', totalPower: 106.5 }],
      tagSumValues: [
        { tag: '', rows: 1, TotalCost: '1.4' },
        { tag: 'Lobby', rows: 1, TotalCost: '0.9' },
      ],
    });
    // A recount from the rows finds the same.
    const { recalculateProjectAggregation } = await schedule.client.ok(
      graphql(
        `mutation RecalculateProjectAggregation($p: ID!, $w: ID!) { recalculateProjectAggregation(projectId: $p, workspaceId: $w) { totalCost } }`,
      ),
      schedule.ids,
    );
    expect(recalculateProjectAggregation.totalCost).toBe('2.3');
  });

  it('lets exactly one of two racing batches have each shared cell version, losing nothing', async () => {
    const schedule = await scheduleFixture(app);
    const rows = await Promise.all(
      ['F1', 'F2', 'F3'].map((type) => schedule.createRow({ typeDesignation: type })),
    );
    const [r1, r2, r3] = rows.map((row) => row.id) as [string, string, string];
    for (let round = 0; round < 5; round++) {
      const stored = await schedule.allRows();
      const version = (id: string) => stored.find((row) => row.id === id)?.versions.model ?? '1.0';
      const first = [r1, r2].map((row) => ({
        row,
        col: 'model',
        value: `A${round}`,
        version: version(row),
      }));
      const second = [r2, r3].map((row) => ({
        row,
        col: 'model',
        value: `B${round}`,
        version: version(row),
      }));
      const [one, two] = await Promise.all([batch(schedule, first), batch(schedule, second)]);
      const winners = [one, two].filter((answer) => !answer.errors);
      expect(winners).toHaveLength(1);
      const loser = one.errors ? one : two;
      expect(loser.errors?.[0]?.extensions).toMatchObject({
        code: 'VERSION_CONFLICT',
        conflicts: [{ rowId: r2, col: 'model' }],
      });
      const after = await schedule.allRows();
      const model = (list: typeof after, id: string) =>
        list.find((row) => row.id === id)?.cells.model;
      const won = one.errors ? 'B' : 'A';
      expect(model(after, r2)).toBe(`${won}${round}`);
      expect(after.find((row) => row.id === r2)?.versions.model).toBe(
        (Number(version(r2)) + 0.1).toFixed(1),
      );
      // The winner's other cell changed; the loser's is as it was.
      const [mine, theirs] = won === 'A' ? [r1, r3] : [r3, r1];
      expect(model(after, mine)).toBe(`${won}${round}`);
      expect(model(after, theirs)).toBe(model(stored, theirs));
    }
  });

  it('never gives two edits one version when a batch races single-cell edits', async () => {
    const schedule = await scheduleFixture(app);
    const rows = await Promise.all(
      Array.from({ length: 6 }, (_, index) => schedule.createRow({ typeDesignation: `G${index}` })),
    );
    for (let round = 0; round < 4; round++) {
      const stored = await schedule.allRows();
      const version = (id: string) => stored.find((row) => row.id === id)?.versions.model ?? '1.0';
      const cells = rows.map((row) => ({
        row: row.id,
        col: 'model',
        value: `batch ${round}`,
        version: version(row.id),
      }));
      const answers = await Promise.all([
        batch(schedule, cells),
        ...rows.map((row, index) =>
          index % 2 === round % 2
            ? schedule.edit(row.id, 'model', `single ${round}`, version(row.id))
            : Promise.resolve(null),
        ),
      ]);
      const [batchAnswer, ...singles] = answers;
      const after = await schedule.allRows();
      for (const [index, row] of rows.entries()) {
        const single = singles[index];
        const stored = after.find((candidate) => candidate.id === row.id);
        // Exactly one edit took the next version of each cell: the batch or the single edit.
        const accepted = [
          batchAnswer && !batchAnswer.errors ? 'batch' : null,
          single && !single.errors ? 'single' : null,
        ].filter(Boolean);
        if (single) expect(accepted).toHaveLength(1);
        else expect(accepted.length).toBeLessThanOrEqual(1);
        if (accepted.length === 1) {
          expect(stored?.cells.model).toBe(`${accepted[0]} ${round}`);
          expect(stored?.versions.model).toBe((Number(version(row.id)) + 0.1).toFixed(1));
        } else {
          expect(stored?.versions.model ?? '1.0').toBe(version(row.id));
        }
      }
    }
  });
});
