import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const createVersion =
  graphql(`mutation VersionsApiCreateProjectVersion($p: ID!, $w: ID!, $t: String!, $s: String) {
  createProjectVersion(projectId: $p, workspaceId: $w, title: $t, shortName: $s) { id title shortName scheduleId status rowsCount }
}`);
const compare = graphql(`query CompareProjectVersions($p: ID!, $w: ID!, $a: ID!, $b: ID) {
  compareProjectVersions(projectId: $p, workspaceId: $w, primaryVersionId: $a, secondaryVersionId: $b) {
    items { rowId status modified costDelta powerDelta previous fields }
    byType { type costDelta latestDelivery rowsBefore rowsAfter }
    totals { costBefore costAfter costDelta powerDelta }
    counts { added removed modified unchanged }
  }
}`);

describe('project versions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('freezes the rows as they were while the live schedule goes on', async () => {
    const schedule = await scheduleFixture(app);
    const row = await schedule.createRow({
      typeDesignation: 'A1',
      model: 'Aurora 1',
      quantity: 2,
      budgetPrice: '10',
    });
    const version = (
      await schedule.client.ok(createVersion, {
        ...schedule.ids,
        t: ' Issue for tender ',
        s: 'IFT',
      })
    ).createProjectVersion;
    expect(version).toMatchObject({
      title: 'Issue for tender',
      shortName: 'IFT',
      status: 'active',
      rowsCount: 1,
    });
    await schedule.edit(row.id, 'quantity', 5, '1.0');

    const frozen = await schedule.client.ok(
      graphql(`query VersionRows($p: ID!, $w: ID!, $limit: Int, $next: String, $s: ID) {
  getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $limit, nextToken: $next, scheduleId: $s) { data nextToken }
}`),
      {
        ...schedule.ids,
        s: version.scheduleId,
      },
    );
    expect(
      frozen.getStructuredScheduleRows.data.map(
        (r: { cells: { quantity: string } }) => r.cells.quantity,
      ),
    ).toEqual(['2']);
    expect((await schedule.allRows())[0]?.cells.quantity).toBe('5');
    await schedule.createRow({ typeDesignation: 'Z9' });
    const counts = await schedule.client.ok(
      graphql(
        `query VersionAndLiveRowCounts($p: ID!, $w: ID!, $s: ID) { version: getProjectSchedule(projectId: $p, workspaceId: $w, scheduleId: $s) { rowsCount } live: getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }`,
      ),
      { ...schedule.ids, s: version.scheduleId },
    );
    expect(counts).toEqual({ version: { rowsCount: 1 }, live: { rowsCount: 2 } });

    // Search names the version; it finds what the version holds, not what the schedule holds now.
    const search = graphql(
      `query VersionsApiSearchProjectCells($p: ID!, $w: ID!, $v: ID, $q: String!) { searchProjectCells(projectId: $p, workspaceId: $w, versionId: $v, query: $q) { data { rowId matches { field value } } } }`,
    );
    await schedule.edit(row.id, 'model', 'Aurora 2', '1.0');
    await schedule.client.ok(
      graphql(
        `mutation VersionsApiUpdateCell($p: ID!, $w: ID!, $id: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $id, col: "model", value: "Borealis", version: "1.1") { version } }`,
      ),
      { ...schedule.ids, id: row.id },
    );
    const inVersion = await schedule.client.ok(search, {
      ...schedule.ids,
      v: version.id,
      q: 'aurora',
    });
    expect(inVersion.searchProjectCells.data).toEqual([
      { rowId: row.id, matches: [{ field: 'model', value: 'Aurora 1' }] },
    ]);
    const live = await schedule.client.ok(search, { ...schedule.ids, q: 'aurora' });
    expect(live.searchProjectCells.data).toEqual([]);
    const unknown = await schedule.client.call(search, {
      ...schedule.ids,
      v: 'no-such-version',
      q: 'aurora',
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const list = await schedule.client.ok(
      graphql(
        `query ListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id title } }`,
      ),
      schedule.ids,
    );
    expect(list.listProjectVersions).toEqual([{ id: version.id, title: 'Issue for tender' }]);
  });

  it('holds exactly the committed state of its moment while 20 clients edit', async () => {
    const schedule = await scheduleFixture(app);
    const rows = [];
    for (let index = 0; index < 20; index++)
      rows.push(await schedule.createRow({ typeDesignation: `T${index}` }));
    // Each client edits its own row's model again and again; every accepted edit is acknowledged.
    const acknowledged = new Map<string, number>(rows.map((row) => [row.id, 0]));
    let stop = false;
    let versionAnswered = false;
    const sentAfterAnswer = new Map<string, number>();
    const clients = rows.map(async (row) => {
      let version = '1.0';
      for (let step = 1; !stop; step++) {
        if (versionAnswered && !sentAfterAnswer.has(row.id)) sentAfterAnswer.set(row.id, step);
        const answer = await schedule.edit(row.id, 'model', `M${step}`, version);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        version = answer.data!.updateCell.version;
        acknowledged.set(row.id, step);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ackedBefore = new Map(acknowledged);
    const version = (await schedule.client.ok(createVersion, { ...schedule.ids, t: 'Mid-edit' }))
      .createProjectVersion;
    versionAnswered = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(clients);

    const frozen = (
      await schedule.client.ok(
        graphql(
          `query GetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s, limit: 100) { data } }`,
        ),
        { ...schedule.ids, s: version.scheduleId },
      )
    ).getStructuredScheduleRows.data as {
      id: string;
      cells: { model?: string };
      versions: { model?: string };
    }[];
    expect(frozen).toHaveLength(20);
    for (const row of frozen) {
      const step = Number(row.cells.model?.slice(1) ?? 0);
      // Everything acknowledged before the version was asked for is in it…
      expect(step).toBeGreaterThanOrEqual(ackedBefore.get(row.id)!);
      // …nothing sent after it answered is…
      if (sentAfterAnswer.has(row.id)) expect(step).toBeLessThan(sentAfterAnswer.get(row.id)!);
      // …and each cell's value and version belong together (step n is version 1.0 + n × 0.1).
      expect(row.versions.model ?? '1.0').toBe((1 + step / 10).toFixed(1));
    }
  }, 30_000);

  it('compares a version with the live schedule and with another version, totals matching the row deltas', async () => {
    const schedule = await scheduleFixture(app);
    const a = await schedule.createRow({
      typeDesignation: 'A1',
      quantity: 10,
      budgetPrice: '120.50',
      wattage: '12',
    });
    const b = await schedule.createRow({
      typeDesignation: 'B1',
      quantity: 4,
      budgetPrice: '300',
      wattage: '30',
    });
    await schedule.createRow({
      typeDesignation: 'C1',
      quantity: 1,
      budgetPrice: '20',
      wattage: '5',
    });
    const first = (await schedule.client.ok(createVersion, { ...schedule.ids, t: 'Tender' }))
      .createProjectVersion;

    await schedule.edit(a.id, 'quantity', 12, '1.0');
    await schedule.client.ok(
      graphql(
        `mutation DeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r) }`,
      ),
      { ...schedule.ids, r: b.id },
    );
    const d = await schedule.createRow({
      typeDesignation: 'A1',
      quantity: 2,
      budgetPrice: '99.99',
      wattage: '8',
      releaseDate: '2027-01-04',
      leadTime: 6,
    });

    const live = (await schedule.client.ok(compare, { ...schedule.ids, a: first.id }))
      .compareProjectVersions;
    expect(live.counts).toEqual({ added: 1, removed: 1, modified: 1, unchanged: 1 });
    const item = (id: string) =>
      live.items.find((candidate: { rowId: string }) => candidate.rowId === id);
    expect(item(a.id)).toMatchObject({
      status: 'modified',
      modified: ['quantity', 'totalCost', 'totalPower'],
      costDelta: '241',
      powerDelta: '24',
    });
    expect(item(a.id)!.previous.quantity).toBe('10');
    expect(item(b.id)).toMatchObject({ status: 'removed', costDelta: '-1200' });
    expect(item(d.id)).toMatchObject({ status: 'added', costDelta: '199.98' });
    expect(live.totals).toEqual({
      costBefore: '2425',
      costAfter: '1665.98',
      costDelta: '-759.02',
      powerDelta: '-80',
    });
    const sum = live.items.reduce(
      (total: number, entry: { costDelta: string }) =>
        total + Math.round(Number(entry.costDelta) * 100),
      0,
    );
    expect(sum / 100).toBe(-759.02);
    expect(live.byType.find((type: { type: string }) => type.type === 'A1')).toMatchObject({
      latestDelivery: '2027-02-15',
      rowsBefore: 1,
      rowsAfter: 2,
    });

    const second = (await schedule.client.ok(createVersion, { ...schedule.ids, t: 'Construction' }))
      .createProjectVersion;
    const between = (
      await schedule.client.ok(compare, { ...schedule.ids, a: first.id, b: second.id })
    ).compareProjectVersions;
    expect(between.counts).toEqual(live.counts);
    expect(between.totals).toEqual(live.totals);
    const same = (await schedule.client.ok(compare, { ...schedule.ids, a: second.id }))
      .compareProjectVersions;
    expect(same.counts).toEqual({ added: 0, removed: 0, modified: 0, unchanged: 3 });
  });

  it('renames, archives, restores and deletes versions; viewers read them; free workspaces and viewers may not make them', async () => {
    const schedule = await scheduleFixture(app);
    const viewer = await schedule.member('viewer');
    const version = (await schedule.client.ok(createVersion, { ...schedule.ids, t: 'Draft' }))
      .createProjectVersion;
    const ids = { ...schedule.ids, v: version.id };
    const renamed = await schedule.client.ok(
      graphql(
        `mutation UpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: "For permit", shortName: "P1") { title shortName } }`,
      ),
      ids,
    );
    expect(renamed.updateProjectVersion).toEqual({ title: 'For permit', shortName: 'P1' });
    const blank = await schedule.client.call(
      graphql(
        `mutation VersionsApiUpdateProjectVersion($p: ID!, $w: ID!, $v: ID!) { updateProjectVersion(projectId: $p, workspaceId: $w, versionId: $v, title: "  ") { title } }`,
      ),
      ids,
    );
    expect(blank.errors?.[0]?.message).toBe('Please enter required value');
    const archived = await schedule.client.ok(
      graphql(
        `mutation ArchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { archiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }`,
      ),
      ids,
    );
    expect(archived.archiveProjectVersion.status).toBe('archived');
    const restored = await schedule.client.ok(
      graphql(
        `mutation UnarchiveProjectVersion($p: ID!, $w: ID!, $v: ID!) { unarchiveProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) { status } }`,
      ),
      ids,
    );
    expect(restored.unarchiveProjectVersion.status).toBe('active');

    const seen = await viewer.client.ok(
      graphql(
        `query VersionsApiListProjectVersions($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { title } }`,
      ),
      schedule.ids,
    );
    expect(seen.listProjectVersions).toEqual([{ title: 'For permit' }]);
    const byViewer = await viewer.client.call(createVersion, { ...schedule.ids, t: 'Mine' });
    expect(byViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const compareByViewer = await viewer.client.call(compare, { ...schedule.ids, a: version.id });
    expect(compareByViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await schedule.client.ok(
      graphql(
        `mutation DeleteProjectVersion($p: ID!, $w: ID!, $v: ID!) { deleteProjectVersion(projectId: $p, workspaceId: $w, versionId: $v) }`,
      ),
      ids,
    );
    const after = await schedule.client.ok(
      graphql(
        `query VersionsApiListProjectVersions2($p: ID!, $w: ID!) { listProjectVersions(projectId: $p, workspaceId: $w) { id } }`,
      ),
      schedule.ids,
    );
    expect(after.listProjectVersions).toEqual([]);
    const rows = await schedule.client.call(
      graphql(
        `query VersionsApiGetStructuredScheduleRows($p: ID!, $w: ID!, $s: ID) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, scheduleId: $s) { data } }`,
      ),
      { ...schedule.ids, s: version.scheduleId },
    );
    expect(rows.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    await app.platform.database.executeSql(`update workspaces set plan = 'free' where id = $1`, [
      schedule.workspaceId,
    ]);
    const onFree = await schedule.client.call(createVersion, { ...schedule.ids, t: 'Free' });
    expect(onFree.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(onFree.errors?.[0]?.message).toMatch(/upgrade/i);
  });
});
