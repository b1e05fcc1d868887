import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import type { Document } from '../../../test/support/document-text.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';

/** Collects a subscription's events as the given person. */
const watch = (
  app: TestApp,
  token: string | undefined,
  document: Document,
  variables: Record<string, unknown>,
) => watchSubscription(app.url, { authorization: `Bearer ${token}` }, document, variables);

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe('live schedule rows', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('pushes created, edited and deleted rows to every subscriber, with the session that made them', async () => {
    const schedule = await scheduleFixture(app);
    const { projectId, workspaceId } = schedule;
    const editor = await schedule.member('editor');
    const puts = watch(
      app,
      editor.client.accessToken,
      graphql(
        `subscription LiveApiOnPutScheduleRow($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row session forceUpdate } }`,
      ),
      { projectId, workspaceId },
    );
    const deletes = watch(
      app,
      editor.client.accessToken,
      graphql(
        `subscription OnDeleteScheduleRow($projectId: ID!, $workspaceId: ID!) { onDeleteScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { rowIds session } }`,
      ),
      { projectId, workspaceId },
    );
    await settle();
    const row = await schedule.createRow({ typeDesignation: 'A1' });
    await schedule.client.ok(
      graphql(
        `mutation LiveApiUpdateCell($p: ID!, $w: ID!, $r: ID!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: "quantity", value: 4, version: "1.0", session: "tab-1") { version } }`,
      ),
      { ...schedule.ids, r: row.id },
    );
    await schedule.client.ok(
      graphql(
        `mutation LiveApiDeleteRow($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: "tab-1") }`,
      ),
      { ...schedule.ids, r: row.id },
    );
    const [created, edited] = await puts.until(2);
    expect(created?.data.onPutScheduleRow.row.id).toBe(row.id);
    expect(edited?.data.onPutScheduleRow).toMatchObject({
      session: 'tab-1',
      forceUpdate: false,
      row: { id: row.id, cells: { quantity: '4' }, versions: { quantity: '1.1' } },
    });
    expect((await deletes.until(1))[0]?.data.onDeleteScheduleRow).toEqual({
      rowIds: [row.id],
      session: 'tab-1',
    });
    await puts.dispose();
    await deletes.dispose();
  });

  it('opens the ordered change stream with `subscribed`, after which no change is missed', async () => {
    const schedule = await scheduleFixture(app);
    const { projectId, workspaceId } = schedule;
    const viewer = await schedule.member('viewer');
    const changes = watch(
      app,
      viewer.client.accessToken,
      graphql(
        `subscription LiveApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rowIds session } }`,
      ),
      { projectId, workspaceId },
    );
    // No sleep: the first event itself says the subscription is in place.
    const [opened] = await changes.until(1);
    expect(opened?.data.onScheduleRowsChanged).toEqual({
      kind: 'subscribed',
      row: null,
      rowIds: null,
      session: null,
    });
    const row = await schedule.createRow({ typeDesignation: 'A1' });
    await schedule.client.ok(
      graphql(
        `mutation LiveApiDeleteRow2($p: ID!, $w: ID!, $r: ID!) { deleteRow(projectId: $p, workspaceId: $w, rowId: $r, session: "tab-9") }`,
      ),
      { ...schedule.ids, r: row.id },
    );
    await schedule.client.ok(
      graphql(
        `mutation RestoreRows($p: ID!, $w: ID!, $r: [ID!]!) { restoreRows(projectId: $p, workspaceId: $w, rowsIds: $r) }`,
      ),
      { ...schedule.ids, r: [row.id] },
    );
    const events = (await changes.until(4)).map((event) => event.data.onScheduleRowsChanged);
    expect(events.map((event) => [event.kind, event.row?.id ?? event.rowIds?.[0] ?? null])).toEqual(
      [
        ['subscribed', null],
        ['put', row.id],
        ['deleted', row.id],
        ['put', row.id],
      ],
    );
    expect(events[2].session).toBe('tab-9');
    await changes.dispose();
  });

  it('refuses the change stream to a member of another workspace', async () => {
    const schedule = await scheduleFixture(app);
    const stranger = await scheduleFixture(app);
    const changes = watch(
      app,
      stranger.client.accessToken,
      graphql(
        `subscription LiveApiOnScheduleRowsChanged2($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind } }`,
      ),
      { projectId: schedule.projectId, workspaceId: schedule.workspaceId },
    );
    await changes.ended;
    expect(changes.events).toEqual([
      { errors: [expect.objectContaining({ message: expect.stringMatching(/not|permission/i) })] },
    ]);
    await changes.dispose();
  });

  it('ends a subscription as soon as its viewer loses access to the workspace', async () => {
    const schedule = await scheduleFixture(app);
    const member = await schedule.member('viewer');
    const puts = watch(
      app,
      member.client.accessToken,
      graphql(
        `subscription LiveApiOnPutScheduleRow2($projectId: ID!, $workspaceId: ID!) { onPutScheduleRow(projectId: $projectId, workspaceId: $workspaceId) { row } }`,
      ),
      { projectId: schedule.projectId, workspaceId: schedule.workspaceId },
    );
    await settle();
    await schedule.createRow({ typeDesignation: 'A1' });
    expect(await puts.until(1)).toHaveLength(1);
    await schedule.client.ok(
      graphql(
        `mutation DeleteWorkspaceMembership($w: ID!, $u: ID!) { deleteWorkspaceMembership(workspaceId: $w, userId: $u) }`,
      ),
      { w: schedule.workspaceId, u: member.userId },
    );
    await puts.ended;
    await schedule.createRow({ typeDesignation: 'A2' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(puts.events).toHaveLength(1);
    await puts.dispose();
  });

  it('pushes the dashboard’s new totals when rows change', async () => {
    const schedule = await scheduleFixture(app);
    const dashboard = watch(
      app,
      schedule.client.accessToken,
      graphql(
        `subscription LiveApiOnProjectAggregation($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { totalCost totalPower } }`,
      ),
      { projectId: schedule.projectId, workspaceId: schedule.workspaceId },
    );
    await settle();
    await schedule.createRow({
      typeDesignation: 'A1',
      quantity: 2,
      budgetPrice: '50',
      wattage: '10',
    });
    const [figures] = await dashboard.until(1);
    expect(figures?.data.onProjectAggregation).toEqual({ totalCost: '100', totalPower: 20 });
    await dashboard.dispose();
  });

  it('pushes the dashboard again when Project Details change its budget or area', async () => {
    const schedule = await scheduleFixture(app);
    const dashboard = watch(
      app,
      schedule.client.accessToken,
      graphql(
        `subscription LiveApiOnProjectAggregation2($projectId: ID!, $workspaceId: ID!) { onProjectAggregation(projectId: $projectId, workspaceId: $workspaceId) { baseBudget area } }`,
      ),
      { projectId: schedule.projectId, workspaceId: schedule.workspaceId },
    );
    await settle();
    await schedule.client.ok(
      graphql(
        `mutation LiveApiUpdateProject($id: ID!, $w: ID!) { updateProject(id: $id, workspaceId: $w, baseBudget: 5000, area: 250) { id } }`,
      ),
      { id: schedule.projectId, w: schedule.workspaceId },
    );
    const [figures] = await dashboard.until(1);
    expect(figures?.data.onProjectAggregation).toEqual({ baseBudget: 5000, area: 250 });
    await dashboard.dispose();
  });
});

describe('concurrent edits of one cell, in any interleaving', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('accept exactly one edit per version, and the stored value is the last accepted one', async () => {
    const schedule = await scheduleFixture(app);
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 8 }),
        async (scheduler, versionOffsets) => {
          const row = await schedule.createRow({ typeDesignation: 'P1' });
          // Each client believes the cell is at some version (most of them stale or ahead).
          const edits = versionOffsets.map((offset, index) =>
            scheduler
              .schedule(Promise.resolve(index), `client ${index} at 1.${offset}`)
              .then(() =>
                schedule.edit(
                  row.id,
                  'model',
                  `value ${index}`,
                  offset === 0 ? '1.0' : `1.${offset}`,
                ),
              ),
          );
          await scheduler.waitAll();
          const answers = await Promise.all(edits);
          const accepted = answers.flatMap((answer) =>
            answer.errors ? [] : [answer.data?.updateCell],
          );
          const versions = accepted.map((update) => update!.version);
          expect(new Set(versions).size).toBe(versions.length);
          for (const answer of answers) {
            if (answer.errors) expect(answer.errors[0]?.message).toBe('Version Conflict');
          }
          const stored = (await schedule.allRows(2000)).find(
            (candidate) => candidate.id === row.id,
          );
          const last = accepted.sort((a, b) => Number(a!.version) - Number(b!.version)).at(-1);
          expect(stored?.cells.model).toBe(last?.row.cells.model);
          expect(stored?.versions.model).toBe(last?.version);
        },
      ),
      { numRuns: 15 },
    );
  });
});
