import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

graphql(`fragment ViewFields on View {
  id name type builtInKey currency viewMode rowHeight rowHeightPx visibleColumns
  columnOrder customColumnOrder sortingField sortingIndex sortingData { sortBy sortOrder } filterTag
  columnsSize { id size minSize unit } grants { users roles }
  viewerCan { update { allowed } reorderColumns { allowed } renameOrDelete { allowed message } }
}`);

const listViews = graphql(
  `query ViewsApiGetScheduleViews($p: ID!, $w: ID!) { getScheduleViews(projectId: $p, workspaceId: $w) { ...ViewFields } }`,
);
const getView = graphql(
  `query GetScheduleView($p: ID!, $w: ID!, $v: ID!) { getScheduleView(projectId: $p, workspaceId: $w, viewId: $v) { id name } }`,
);
const saveView = graphql(
  `mutation ViewsApiSaveCustomView($p: ID!, $w: ID!, $n: String!, $s: JSON) { saveCustomView(projectId: $p, workspaceId: $w, name: $n, settings: $s) { ...ViewFields } }`,
);
const updateSettings = graphql(
  `mutation ViewsApiUpdateViewSettings($p: ID!, $w: ID!, $v: ID!, $s: JSON!) { updateViewSettings(projectId: $p, workspaceId: $w, viewId: $v, settings: $s) { ...ViewFields } }`,
);

describe('views of a schedule', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('lists the ten built-in views, made once, in USD, with the spec’s names', async () => {
    const schedule = await scheduleFixture(app);
    const first = (await schedule.client.ok(listViews, schedule.ids)).getScheduleViews;
    const again = (await schedule.client.ok(listViews, schedule.ids)).getScheduleViews;
    expect(again.map((view: { id: string }) => view.id)).toEqual(
      first.map((view: { id: string }) => view.id),
    );
    expect(first.map((view: { name: string }) => view.name)).toEqual([
      'Design Team View',
      'Specifier View',
      'Sales Agency View',
      'Contractor View',
      'Distributor View',
      'Project Budget View',
      'Power Density View',
      'Submittals View',
      'Shop Drawings',
      'Project Status',
    ]);
    const budget = first.find(
      (view: { builtInKey: string | null }) => view.builtInKey === 'projectBudget',
    );
    expect(budget).toMatchObject({
      type: 'builtin',
      currency: 'usd',
      sortingData: { sortBy: 'totalCost', sortOrder: 'desc' },
      sortingField: 'totalCost',
      sortingIndex: 6,
      viewerCan: {
        renameOrDelete: {
          allowed: false,
          message: 'A built-in view cannot be renamed or deleted.',
        },
      },
    });
    expect(budget!.visibleColumns).toEqual([
      'typeDesignation',
      'manufacturer',
      'model',
      'tag',
      'quantity',
      'budgetPrice',
      'totalCost',
    ]);
  });

  it('makes a custom view in CAD for editors of premium workspaces, and refuses viewers and free workspaces', async () => {
    const schedule = await scheduleFixture(app);
    const editor = await schedule.member('editor');
    const viewer = await schedule.member('viewer');
    const made = (await editor.client.ok(saveView, { ...schedule.ids, n: '  Lobby fixtures ' }))
      .saveCustomView;
    expect(made).toMatchObject({
      name: 'Lobby fixtures',
      type: 'custom',
      currency: 'cad',
      rowHeight: 'base',
    });
    expect(made.visibleColumns).toContain('budgetPrice');

    const createView = async (client: typeof viewer.client) =>
      (
        await client.ok(
          graphql(
            `query GetScheduleCommands($p: ID!, $w: ID!) { getScheduleCommands(projectId: $p, workspaceId: $w) { name allowed } }`,
          ),
          schedule.ids,
        )
      ).getScheduleCommands.find((command: { name: string }) => command.name === 'createView')!
        .allowed;
    expect(await createView(editor.client)).toBe(true);
    expect(await createView(viewer.client)).toBe(false);
    const refused = await viewer.client.call(saveView, { ...schedule.ids, n: 'Mine' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const empty = await editor.client.call(saveView, { ...schedule.ids, n: '   ' });
    expect(empty.errors?.[0]?.message).toBe('Please enter required value');

    await app.platform.database.executeSql(`update workspaces set plan = 'free' where id = $1`, [
      schedule.workspaceId,
    ]);
    expect(await createView(schedule.client)).toBe(false);
    const onFree = await schedule.client.call(saveView, { ...schedule.ids, n: 'Free' });
    expect(onFree.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const custom = (await schedule.client.ok(listViews, schedule.ids)).getScheduleViews.filter(
      (view: { type: string }) => view.type === 'custom',
    );
    expect(custom.map((view: { name: string }) => view.name)).toEqual(['Lobby fixtures']);
  });

  it('keeps hidden columns, sorting, tag filter, row height, gallery and currency; a bad setting changes nothing', async () => {
    const schedule = await scheduleFixture(app);
    const view = (await schedule.client.ok(saveView, { ...schedule.ids, n: 'Budget check' }))
      .saveCustomView;
    const ids = { ...schedule.ids, v: view.id };
    const updated = (
      await schedule.client.ok(updateSettings, {
        ...ids,
        s: {
          visibleColumns: ['typeDesignation', 'model', 'quantity', 'totalCost'],
          sortingData: { sortBy: 'totalCost', sortOrder: 'desc' },
          filterTag: [' Lobby ', 'Spa'],
          rowHeight: 'tall',
          viewMode: 'gallery',
          currency: 'usd',
        },
      })
    ).updateViewSettings;
    expect(updated).toMatchObject({
      visibleColumns: ['typeDesignation', 'model', 'quantity', 'totalCost'],
      sortingIndex: 3,
      filterTag: ['Lobby', 'Spa'],
      rowHeight: 'tall',
      rowHeightPx: 164,
      viewMode: 'gallery',
      currency: 'usd',
    });
    const bad = await schedule.client.call(updateSettings, {
      ...ids,
      s: { rowHeight: 'short', currency: 'eur' },
    });
    expect(bad.errors?.[0]?.message).toBe('Wrong Currency provided');
    const [reread] = (await schedule.client.ok(listViews, schedule.ids)).getScheduleViews.filter(
      (candidate: { id: string }) => candidate.id === view.id,
    );
    expect(reread).toMatchObject({ rowHeight: 'tall', currency: 'usd' });

    const reset = await schedule.client.ok(
      graphql(
        `mutation ResetView($p: ID!, $w: ID!, $v: ID!) { resetView(projectId: $p, workspaceId: $w, viewId: $v) { rowHeight currency viewMode } }`,
      ),
      ids,
    );
    expect(reset.resetView).toEqual({ rowHeight: 'base', currency: 'cad', viewMode: 'table' });
  });

  it('lets creators drag and resize columns, not editors', async () => {
    const schedule = await scheduleFixture(app);
    const editor = await schedule.member('editor');
    const [design] = (await schedule.client.ok(listViews, schedule.ids)).getScheduleViews;
    const ids = { ...schedule.ids, v: design!.id };
    const order = graphql(
      `mutation UpdateViewColumnOrder($p: ID!, $w: ID!, $v: ID!, $o: [String!]) { updateViewColumnOrder(projectId: $p, workspaceId: $w, viewId: $v, columnOrder: $o) { columnOrder } }`,
    );
    const size = graphql(
      `mutation UpdateViewColumnsSize($p: ID!, $w: ID!, $v: ID!, $s: [ColumnSizeInput!]!) { updateViewColumnsSize(projectId: $p, workspaceId: $w, viewId: $v, columnsSize: $s) { columnsSize { id size minSize unit } } }`,
    );

    const byEditor = await editor.client.call(order, { ...ids, o: ['model'] });
    expect(byEditor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reordered = (await schedule.client.ok(order, { ...ids, o: ['model', 'typeDesignation'] }))
      .updateViewColumnOrder.columnOrder;
    expect(reordered.slice(0, 3)).toEqual(['model', 'typeDesignation', 'manufacturer']);
    const sized = (
      await schedule.client.ok(size, {
        ...ids,
        s: [
          { id: 'model', size: 312.6 },
          { id: 'tag', size: 40 },
        ],
      })
    ).updateViewColumnsSize.columnsSize;
    expect(sized).toEqual([
      { id: 'model', size: 313, minSize: 180, unit: 'px' },
      { id: 'tag', size: 180, minSize: 180, unit: 'px' },
    ]);
    const unknown = await schedule.client.call(size, { ...ids, s: [{ id: 'colour', size: 200 }] });
    expect(unknown.errors?.[0]?.message).toBe('The column sizes: there is no column colour.');
  });

  it('withholds a view granted to editors from viewers, in the list and by id, until granted to them', async () => {
    const schedule = await scheduleFixture(app);
    const editor = await schedule.member('editor');
    const viewer = await schedule.member('viewer');
    const view = (await schedule.client.ok(saveView, { ...schedule.ids, n: 'Pricing' }))
      .saveCustomView;
    const ids = { ...schedule.ids, v: view.id };
    const grantRoles = graphql(
      `mutation GrantViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { grantViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }`,
    );
    const grantUsers = graphql(
      `mutation GrantViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { grantViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users roles } } }`,
    );
    const revokeUsers = graphql(
      `mutation DeleteViewPermissionByUsers($p: ID!, $w: ID!, $v: ID!, $u: [ID!]!) { deleteViewPermissionByUsers(projectId: $p, workspaceId: $w, viewId: $v, userIds: $u) { grants { users } } }`,
    );
    const sees = async (client: typeof viewer.client) =>
      (await client.ok(listViews, schedule.ids)).getScheduleViews.some(
        (candidate: { id: string }) => candidate.id === view.id,
      );

    expect(await sees(viewer.client)).toBe(true);
    const byEditor = await editor.client.call(grantRoles, { ...ids, r: ['editor'] });
    expect(byEditor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await schedule.client.ok(grantRoles, { ...ids, r: ['editor'] });
    expect(await sees(viewer.client)).toBe(false);
    expect(await sees(editor.client)).toBe(true);
    const byId = await viewer.client.call(getView, ids);
    expect(byId.errors?.[0]?.message).toBe('View not found.');
    const params = await viewer.client.call(
      graphql(
        `query GetViewParams($p: ID!, $w: ID!, $v: ID!) { getViewParams(projectId: $p, workspaceId: $w, viewId: $v) }`,
      ),
      ids,
    );
    expect(params.errors?.[0]?.message).toBe('View not found.');

    await schedule.client.ok(grantUsers, { ...ids, u: [viewer.userId] });
    expect(await sees(viewer.client)).toBe(true);
    expect((await viewer.client.ok(getView, ids)).getScheduleView.name).toBe('Pricing');
    await schedule.client.ok(revokeUsers, { ...ids, u: [viewer.userId] });
    expect(await sees(viewer.client)).toBe(false);
    const revokeRoles = graphql(
      `mutation DeleteViewPermissionByRoles($p: ID!, $w: ID!, $v: ID!, $r: [String!]!) { deleteViewPermissionByRoles(projectId: $p, workspaceId: $w, viewId: $v, roles: $r) { grants { users roles } } }`,
    );
    const open = await schedule.client.ok(revokeRoles, { ...ids, r: ['editor'] });
    // Granted to nobody in particular any more: everyone on the project sees it again.
    expect(open.deleteViewPermissionByRoles.grants).toEqual({ users: [], roles: [] });
    expect(await sees(viewer.client)).toBe(true);
    await schedule.client.ok(grantRoles, { ...ids, r: ['editor'] });

    const stranger = await scheduleFixture(app, 'stranger');
    const notMember = await schedule.client.call(grantUsers, { ...ids, u: ['not-a-user'] });
    expect(notMember.errors?.[0]?.message).toBe('Not a member of this workspace: not-a-user.');
    const fromOutside = await stranger.client.call(listViews, schedule.ids);
    expect(fromOutside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('renames and deletes custom views only, and keeps each person’s own view parameters', async () => {
    const schedule = await scheduleFixture(app);
    const editor = await schedule.member('editor');
    const views = (await schedule.client.ok(listViews, schedule.ids)).getScheduleViews;
    const builtIn = { ...schedule.ids, v: views[0]!.id };
    const rename = graphql(
      `mutation RenameView($p: ID!, $w: ID!, $v: ID!, $n: String!) { renameView(projectId: $p, workspaceId: $w, viewId: $v, name: $n) { name } }`,
    );
    const remove = graphql(
      `mutation DeleteView($p: ID!, $w: ID!, $v: ID!) { deleteView(projectId: $p, workspaceId: $w, viewId: $v) }`,
    );
    expect(
      (await schedule.client.call(rename, { ...builtIn, n: 'Mine' })).errors?.[0]?.message,
    ).toBe('A built-in view cannot be renamed or deleted.');
    expect((await schedule.client.call(remove, builtIn)).errors?.[0]?.message).toBe(
      'A built-in view cannot be renamed or deleted.',
    );

    const custom = (await schedule.client.ok(saveView, { ...schedule.ids, n: 'Draft' }))
      .saveCustomView;
    const ids = { ...schedule.ids, v: custom.id };
    expect((await schedule.client.ok(rename, { ...ids, n: 'Final' })).renameView.name).toBe(
      'Final',
    );

    const setParams = graphql(
      `mutation SetViewParams($p: ID!, $w: ID!, $v: ID!, $x: JSON!) { setViewParams(projectId: $p, workspaceId: $w, viewId: $v, params: $x) }`,
    );
    const getParams = graphql(
      `query GetViewParams($p: ID!, $w: ID!, $v: ID!) { getViewParams(projectId: $p, workspaceId: $w, viewId: $v) }`,
    );
    await schedule.client.ok(setParams, { ...ids, x: { selectedTags: ['Lobby'] } });
    expect((await schedule.client.ok(getParams, ids)).getViewParams).toEqual({
      selectedTags: ['Lobby'],
    });
    expect((await editor.client.ok(getParams, ids)).getViewParams).toEqual({});
    await schedule.client.ok(
      graphql(
        `mutation DeleteViewParams($p: ID!, $w: ID!, $v: ID!) { deleteViewParams(projectId: $p, workspaceId: $w, viewId: $v) }`,
      ),
      ids,
    );
    expect((await schedule.client.ok(getParams, ids)).getViewParams).toEqual({});

    expect((await schedule.client.ok(remove, ids)).deleteView).toBe(true);
    expect((await schedule.client.call(getView, ids)).errors?.[0]?.message).toBe('View not found.');
  });
});
