import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { eventually, type LiveSocket, openLiveSocket } from '../../../test/support/live-socket.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { countStatements } from '../../../test/support/statement-counter.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

type Dashboard = LiveSocket & { owner: 'owner' | 'viewer' };

const updateCellsMutation =
  graphql(`mutation UpdateCells($p: ID!, $w: ID!, $cells: [CellEditInput!]!) {
  updateCells(projectId: $p, workspaceId: $w, cells: $cells) { cells { rowId col version } }
}`);

const rowCount = 5;
const unitPrice = 10;

describe('dashboards watching one project', () => {
  let app: TestApp;
  let schedule: ScheduleFixture;
  let viewer: Awaited<ReturnType<ScheduleFixture['member']>>;
  const rows: { id: string; version: string }[] = [];
  const quantities = new Array<number>(rowCount).fill(1);
  const dashboards: Dashboard[] = [];

  const totalCost = () =>
    String(quantities.reduce((sum, quantity) => sum + quantity, 0) * unitPrice);
  const latestCost = (dashboard: Dashboard) =>
    dashboard.results.at(-1)?.data?.onProjectAggregation.totalCost as string | undefined;
  const allShow = (cost: string, among = dashboards) =>
    among.every((dashboard) => latestCost(dashboard) === cost);

  /** Sets a quantity on every row in one pasted block: a burst, announced to dashboards once. */
  async function burst(round: number) {
    const cells = rows.map((row, index) => ({
      row: row.id,
      col: 'quantity',
      value: round + index,
      version: row.version,
    }));
    const { updateCells } = await schedule.client.ok(updateCellsMutation, {
      ...schedule.ids,
      cells,
    });
    for (const cell of updateCells.cells as { rowId: string; version: string }[]) {
      const row = rows.find((candidate) => candidate.id === cell.rowId);
      if (row) row.version = cell.version;
    }
    rows.forEach((_, index) => {
      quantities[index] = round + index;
    });
  }

  /** Opens dashboards and edits until each has heard a burst, so that all are in place. */
  async function openDashboards(count: number, owner: Dashboard['owner']) {
    const token = owner === 'owner' ? schedule.client.accessToken : viewer.client.accessToken;
    const opened = Array.from({ length: count }, () => {
      const socket = openLiveSocket(app.url, { authorization: `Bearer ${token}` });
      socket.watch(
        graphql(
          `subscription OnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost typeSumValues { type rows totalCost } } }`,
        ),
        { projectId: schedule.projectId, workspaceId: schedule.workspaceId },
      );
      return Object.assign(socket, { owner });
    });
    dashboards.push(...opened);
    await Promise.all(opened.map((socket) => socket.connected));
    for (let round = 100; !allShow(totalCost(), opened); round++) {
      await burst(round);
      await eventually(() => allShow(totalCost(), opened), 'dashboards hear a burst', 1000).catch(
        () => {},
      );
    }
  }

  beforeAll(async () => {
    // The job queue polls the database in the background; seldom here, so that the statements
    // counted are the burst's.
    app = await startTestApp({}, { jobPollingIntervalSeconds: 30 });
    schedule = await scheduleFixture(app, 'dashboards');
    viewer = await schedule.member('viewer');
    for (let index = 0; index < rowCount; index++) {
      const row = await schedule.createRow({
        typeDesignation: 'A1',
        quantity: 1,
        budgetPrice: String(unitPrice),
      });
      rows.push({ id: row.id, version: row.versions.quantity ?? '1.0' });
    }
  });
  afterAll(async () => {
    await Promise.all(dashboards.map((dashboard) => dashboard.dispose()));
    await app.stop();
  });

  it('all get the right totals after a burst, read once for all of them, whether one watches or twenty', async () => {
    const counter = countStatements(app.platform.database);
    try {
      const measureBurst = async (round: number) => {
        const heard = app.platform.pubsub.subscribe('schedule.totalsChanged', schedule.projectId);
        let announced = 0;
        void (async () => {
          for await (const _event of heard) announced += 1;
        })();
        // The listener is in place once the first next() has run (the loop above).
        counter.reset();
        await burst(round);
        await eventually(() => allShow(totalCost()), 'every dashboard shows the new totals');
        // Every burst announced has been read by the time the last dashboard has its figures.
        await eventually(
          () => counter.read().naming('project_aggregations') >= announced,
          'the announced bursts are read',
        );
        const count = counter.read();
        await heard.return?.();
        return { statements: count.total, reads: count.naming('project_aggregations'), announced };
      };

      await openDashboards(1, 'owner');
      const one = await measureBurst(1);
      await openDashboards(9, 'owner');
      await openDashboards(10, 'viewer');
      expect(dashboards).toHaveLength(20);
      const twenty = await measureBurst(2);

      // Each dashboard, the owner's and the viewer's alike, shows the totals of the last edits.
      for (const dashboard of dashboards) {
        expect(dashboard.results.at(-1)?.data?.onProjectAggregation).toEqual({
          totalCost: totalCost(),
          typeSumValues: [{ type: 'A1', rows: rowCount, totalCost: totalCost() }],
        });
        expect(dashboard.results.filter((result) => result.errors)).toEqual([]);
      }
      // The block is one burst, announced once and read once, for one dashboard as for twenty ...
      expect(one).toMatchObject({ announced: 1, reads: 1 });
      expect(twenty).toMatchObject({ announced: 1, reads: 1 });
      // ... and the statements the burst costs do not grow with the watchers: reading per
      // watcher would add 19 reads of several statements each.
      expect(twenty.statements - one.statements).toBeLessThan(19);
    } finally {
      counter.stop();
    }
  });

  it('read the figures at most once per 100 ms however many processes announce the burst', async () => {
    // Servers sharing Redis each announce their own share of a burst; here, six announcements
    // 15 ms apart, as six processes would send them.
    const counter = countStatements(app.platform.database);
    try {
      const heardBefore = dashboards.map((dashboard) => dashboard.results.length);
      const first = performance.now();
      for (let index = 0; index < 6; index++) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, 15));
        app.platform.pubsub.publish('schedule.totalsChanged', schedule.projectId, {
          projectId: schedule.projectId,
        });
      }
      const elapsedMs = performance.now() - first;
      const heardSince = () =>
        dashboards.map((dashboard, index) => dashboard.results.length - heardBefore[index]!);
      await eventually(
        () => heardSince().every((count) => count >= 1),
        'every dashboard hears the figures',
      );
      // Long enough for a read that should not happen to show up.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const reads = counter.read().naming('project_aggregations');
      // One read at the first announcement, one after the window (the 100 ms pace).
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThanOrEqual(Math.floor(elapsedMs / 100) + 2);
      for (const count of heardSince()) expect(count).toBe(reads);
      expect(allShow(totalCost())).toBe(true);
    } finally {
      counter.stop();
    }
  });

  it('ends a dashboard once its viewer loses access, while the others keep hearing the figures', async () => {
    const viewers = dashboards.filter((dashboard) => dashboard.owner === 'viewer');
    const owners = dashboards.filter((dashboard) => dashboard.owner === 'owner');
    const heardBefore = viewers.map((dashboard) => dashboard.results.length);
    await schedule.client.ok(
      graphql(
        `mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }`,
      ),
      { w: schedule.workspaceId, u: viewer.userId },
    );
    await burst(3);
    await eventually(() => allShow(totalCost(), owners), 'the owner’s dashboards show the totals');
    // The viewer's subscriptions ended with the access change: they heard nothing of the burst.
    expect(viewers.map((dashboard) => dashboard.results.length)).toEqual(heardBefore);
    expect(viewers.every((dashboard) => latestCost(dashboard) !== totalCost())).toBe(true);
  });
});
