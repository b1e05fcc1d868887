import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';

const create = graphql(`mutation ColumnsApiCreateProjectColumn($p: ID!, $w: ID!, $n: String!) {
  createProjectColumn(projectId: $p, workspaceId: $w, name: $n, type: "string") { id name }
}`);
const rename = graphql(`mutation RenameProjectColumn($p: ID!, $w: ID!, $c: String!, $n: String!) {
  renameProjectColumn(projectId: $p, workspaceId: $w, col: $c, name: $n) { id name }
}`);
const remove = graphql(`mutation DeleteProjectColumn($p: ID!, $w: ID!, $c: String!) {
  deleteProjectColumn(projectId: $p, workspaceId: $w, col: $c)
}`);
const restore = graphql(`mutation RestoreProjectColumn($p: ID!, $w: ID!, $c: String!) {
  restoreProjectColumn(projectId: $p, workspaceId: $w, col: $c) { id name type }
}`);
const columnsQuery = graphql(`query ColumnsApiGetProjectSchedule($p: ID!, $w: ID!, $s: ID) {
  getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { custom_fields { id name } }
}`);

describe('custom columns, live and undoable', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const addColumn = async (schedule: ScheduleFixture, name: string): Promise<string> =>
    (await schedule.client.ok(create, { ...schedule.ids, n: name })).createProjectColumn.id;
  const customColumns = async (schedule: ScheduleFixture, as: ApiClient = schedule.client) =>
    (await as.ok(columnsQuery, schedule.ids)).getProjectSchedule.custom_fields.map(
      (column: { name: string }) => column.name,
    );

  it('tells another client each time the columns or their locks change', async () => {
    const schedule = await scheduleFixture(app);
    const editor = await schedule.member('editor');
    const { projectId, workspaceId } = schedule;
    const changes = watchSubscription(
      app.url,
      { authorization: `Bearer ${editor.client.accessToken}` },
      graphql(
        `subscription ColumnsApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind scheduleId row rows session } }`,
      ),
      { projectId, workspaceId },
    );
    await changes.until(1);
    const col = await addColumn(schedule, 'Finish');
    await schedule.client.ok(rename, { ...schedule.ids, c: col, n: 'Finish colour' });
    await schedule.client.ok(
      graphql(
        `mutation ColumnsApiRestrictColumnEdit($p: ID!, $w: ID!) { restrictColumnEdit(projectId: $p, workspaceId: $w, col: "model", roles: ["editor"]) { col } }`,
      ),
      schedule.ids,
    );
    await schedule.client.ok(remove, { ...schedule.ids, c: col });
    await schedule.client.ok(restore, { ...schedule.ids, c: col });
    const events = (await changes.until(6)).map((event) => event.data.onScheduleRowsChanged);
    expect(events.map((event) => event.kind)).toEqual([
      'subscribed',
      'columns',
      'columns',
      'columns',
      'columns',
      'columns',
    ]);
    expect(events[1]).toMatchObject({ row: null, rows: null, session: null });
    expect(await customColumns(schedule, editor.client)).toEqual(['Finish colour']);
    await changes.dispose();
  });

  it('brings a deleted column back where it stood, with every cell and version, and leaves versions alone', async () => {
    const schedule = await scheduleFixture(app);
    const { client, ids } = schedule;
    const before = await addColumn(schedule, 'Before');
    const finish = await addColumn(schedule, 'Finish');
    await addColumn(schedule, 'After');
    const a = await schedule.createRow({ typeDesignation: 'A1', [finish]: 'Brass' });
    const b = await schedule.createRow({ typeDesignation: 'A2', [before]: 'kept' });
    const c = await schedule.createRow({ typeDesignation: 'A3' });
    const d = await schedule.createRow({ typeDesignation: 'A4', [finish]: 'Chrome' });
    await schedule.edit(b.id, finish, 'Black', '1.0');
    await schedule.edit(b.id, finish, 'White', '1.1');
    await schedule.edit(c.id, finish, 'Gone', '1.0');
    await schedule.edit(c.id, finish, '', '1.1');
    const stored = await schedule.allRows();
    const { createProjectVersion } = await client.ok(
      graphql(
        `mutation CreateProjectVersion($p: ID!, $w: ID!) { createProjectVersion(projectId: $p, workspaceId: $w, title: "Issue 1") { scheduleId } }`,
      ),
      ids,
    );
    const versionRows = async () =>
      (
        await client.ok(
          graphql(
            `query GetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s, limit: 100) { data } }`,
          ),
          { ...ids, s: createProjectVersion.scheduleId },
        )
      ).getStructuredScheduleRows.data;
    const issued = await versionRows();

    await client.ok(remove, { ...ids, c: finish });
    expect(await customColumns(schedule)).toEqual(['Before', 'After']);
    const without = await schedule.allRows();
    for (const row of without) {
      expect(row.cells[finish]).toBeUndefined();
      expect(row.versions[finish]).toBeUndefined();
    }
    // The version keeps its own column and cells.
    expect(await versionRows()).toEqual(issued);
    expect(
      (await client.ok(columnsQuery, { ...ids, s: createProjectVersion.scheduleId }))
        .getProjectSchedule.custom_fields,
    ).toHaveLength(3);
    // A row that goes to the deleted list meanwhile gets its cell back too, for when it returns.
    await client.ok(
      graphql(
        `mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }`,
      ),
      { ...ids, r: d.id },
    );

    const { restoreProjectColumn } = await client.ok(restore, { ...ids, c: finish });
    expect(restoreProjectColumn).toEqual({ id: finish, name: 'Finish', type: 'string' });
    expect(await customColumns(schedule)).toEqual(['Before', 'Finish', 'After']);
    await client.ok(
      graphql(
        `mutation RestoreRows($p: ID!, $w: ID!, $r: [ID!]!) { restoreRows(projectId: $p, workspaceId: $w, rowsIds: $r) }`,
      ),
      { ...ids, r: [d.id] },
    );
    const back = await schedule.allRows();
    const pick = (rows: typeof back) =>
      rows.map(({ id, cells, versions }) => ({ id, cells, versions }));
    expect(pick(back)).toEqual(pick(stored));
    expect(back.find((row) => row.id === b.id)?.versions[finish]).toBe('1.2');
    expect(back.find((row) => row.id === c.id)?.versions[finish]).toBe('1.2');
    expect(back.find((row) => row.id === a.id)?.cells[finish]).toBe('Brass');
    // Edits carry on from the versions as they were.
    expect((await schedule.edit(b.id, finish, 'Gold', '1.1')).errors?.[0]?.message).toBe(
      'Version Conflict',
    );
    expect((await schedule.edit(b.id, finish, 'Gold', '1.2')).errors).toBeUndefined();

    const again = await client.call(restore, { ...ids, c: finish });
    expect(again.errors?.[0]).toMatchObject({
      message: `There is no deleted column ${finish}.`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('sends the rows given their cells back', async () => {
    const schedule = await scheduleFixture(app);
    const finish = await addColumn(schedule, 'Finish');
    const a = await schedule.createRow({ typeDesignation: 'A1', [finish]: 'Brass' });
    await schedule.createRow({ typeDesignation: 'A2' });
    await schedule.client.ok(remove, { ...schedule.ids, c: finish });
    const { projectId, workspaceId } = schedule;
    const changes = watchSubscription(
      app.url,
      { authorization: `Bearer ${schedule.client.accessToken}` },
      graphql(
        `subscription ColumnsApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows } }`,
      ),
      { projectId, workspaceId },
    );
    await changes.until(1);
    await schedule.client.ok(restore, { ...schedule.ids, c: finish });
    const [, columns, put] = (await changes.until(3)).map(
      (event) => event.data.onScheduleRowsChanged,
    );
    expect(columns.kind).toBe('columns');
    expect(put).toMatchObject({ kind: 'put', row: { id: a.id, cells: { [finish]: 'Brass' } } });
    await changes.dispose();
  });

  it('refuses to restore a column whose name another column took, and refuses a viewer', async () => {
    const schedule = await scheduleFixture(app);
    const viewer = await schedule.member('viewer');
    const finish = await addColumn(schedule, 'Finish');
    await schedule.client.ok(remove, { ...schedule.ids, c: finish });
    const refused = await viewer.client.call(restore, { ...schedule.ids, c: finish });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await addColumn(schedule, 'finish');
    const taken = await schedule.client.call(restore, { ...schedule.ids, c: finish });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'Another column is now named finish: rename it to restore the column Finish.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await schedule.client.call(restore, { ...schedule.ids, c: 'custom_nope' });
    expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await customColumns(schedule)).toEqual(['finish']);
  });

  it('keeps every column added at once', async () => {
    const schedule = await scheduleFixture(app);
    await Promise.all(['One', 'Two', 'Three', 'Four'].map((name) => addColumn(schedule, name)));
    expect((await customColumns(schedule)).sort()).toEqual(['Four', 'One', 'Three', 'Two']);
  });
});
