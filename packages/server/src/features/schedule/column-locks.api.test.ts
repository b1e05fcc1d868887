import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const restrict =
  graphql(`mutation RestrictColumnEdit($p: ID!, $w: ID!, $col: String!, $roles: [String!]!) {
  restrictColumnEdit(projectId: $p, workspaceId: $w, col: $col, roles: $roles) { col roles }
}`);

describe('columns locked for editing by role', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('refuses an editor’s edit of a locked column while other columns accept it, until unlocked', async () => {
    const schedule = await scheduleFixture(app);
    const editor = await schedule.member('editor');
    const row = await schedule.createRow({ typeDesignation: 'A1', budgetPrice: '100' });

    const locks = await schedule.client.ok(restrict, {
      ...schedule.ids,
      col: 'budgetPrice',
      roles: ['editor'],
    });
    expect(locks.restrictColumnEdit).toEqual([{ col: 'budgetPrice', roles: ['editor'] }]);

    const refused = await schedule.edit(row.id, 'budgetPrice', '90', '1.0', editor.client);
    expect(refused.errors?.[0]?.message).toBe('This field has been locked for editing');
    const accepted = await schedule.edit(row.id, 'model', 'LX-2', '1.0', editor.client);
    expect(accepted.errors).toBeUndefined();
    // Nor through a new row's starting cells (a paste).
    const pasted = await editor.client.call(
      graphql(
        `mutation ColumnLocksApiCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { budgetPrice: "5" }) }`,
      ),
      schedule.ids,
    );
    expect(pasted.errors?.[0]?.message).toBe('This field has been locked for editing');
    // The creator who locked it is not an editor: the lock is not theirs.
    expect((await schedule.edit(row.id, 'budgetPrice', '80', '1.0')).errors).toBeUndefined();

    const [stored] = await schedule.allRows();
    expect(stored?.cells).toMatchObject({ budgetPrice: '80', model: 'LX-2' });
    const info = await editor.client.ok(
      graphql(
        `query ColumnLocksApiGetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col roles } } }`,
      ),
      schedule.ids,
    );
    expect(info.getProjectSchedule.columnRestrictions).toEqual([
      { col: 'budgetPrice', roles: ['editor'] },
    ]);

    await schedule.client.ok(restrict, { ...schedule.ids, col: 'budgetPrice', roles: [] });
    expect(
      (await schedule.edit(row.id, 'budgetPrice', '70', '1.1', editor.client)).errors,
    ).toBeUndefined();
  });

  it('is for creators to set, and only with known columns and roles', async () => {
    const schedule = await scheduleFixture(app);
    const editor = await schedule.member('editor');
    const byEditor = await editor.client.call(restrict, {
      ...schedule.ids,
      col: 'model',
      roles: ['viewer'],
    });
    expect(byEditor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknownColumn = await schedule.client.call(restrict, {
      ...schedule.ids,
      col: 'colour',
      roles: ['editor'],
    });
    expect(unknownColumn.errors?.[0]?.message).toBe('There is no column colour.');
    const unknownRole = await schedule.client.call(restrict, {
      ...schedule.ids,
      col: 'model',
      roles: ['boss'],
    });
    expect(unknownRole.errors?.[0]?.message).toMatch(/^There is no role boss/);
    const info = await schedule.client.ok(
      graphql(
        `query ColumnLocksApiGetProjectSchedule2($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { columnRestrictions { col } } }`,
      ),
      schedule.ids,
    );
    expect(info.getProjectSchedule.columnRestrictions).toEqual([]);
  });
});
