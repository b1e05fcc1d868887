import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';

const insert =
  graphql(`mutation RowInsertApiCreateEmptyRow($p: ID!, $w: ID!, $cells: JSON, $next: ID, $place: RowPlace, $s: String) {
  createEmptyRow(projectId: $p, workspaceId: $w, cells: $cells, nextToRowId: $next, place: $place, session: $s)
}`);

describe('inserting a row above or below another', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const insertNextTo = async (
    schedule: ScheduleFixture,
    next: string,
    place: 'above' | 'below' | null,
    cells: Record<string, unknown> = {},
  ) =>
    (await schedule.client.ok(insert, { ...schedule.ids, next, place, cells, s: 'tab-3' }))
      .createEmptyRow;

  it('puts the row just above or below the middle row of a type, moving only the rows that must move', async () => {
    const schedule = await scheduleFixture(app);
    const first = await schedule.createRow({ typeDesignation: 'A1', model: 'first' });
    const middle = await schedule.createRow({ typeDesignation: 'A1', model: 'middle' });
    const other = await schedule.createRow({ typeDesignation: 'B1', model: 'other' });
    const last = await schedule.createRow({ typeDesignation: 'A1', model: 'last' });
    const { projectId, workspaceId } = schedule;
    const changes = watchSubscription(
      app.url,
      { authorization: `Bearer ${schedule.client.accessToken}` },
      graphql(
        `subscription RowInsertApiOnScheduleRowsChanged($projectId: ID!, $workspaceId: ID!) { onScheduleRowsChanged(projectId: $projectId, workspaceId: $workspaceId) { kind row rows session forceUpdate } }`,
      ),
      { projectId, workspaceId },
    );
    await changes.until(1);

    const above = await insertNextTo(schedule, middle.id, 'above', {
      typeDesignation: 'Z9',
      model: 'above',
    });
    expect(above.cells).toMatchObject({ typeDesignation: 'A1', model: 'above' });
    const below = await insertNextTo(schedule, middle.key, 'below', { model: 'below' });
    const models = async () => (await schedule.allRows()).map((row) => row.cells.model);
    expect(await models()).toEqual(['first', 'above', 'middle', 'below', 'last', 'other']);

    // Each insert is one event: the new row with the rows it moved down.
    const [, aboveEvent, belowEvent] = (await changes.until(3)).map(
      (event) => event.data.onScheduleRowsChanged,
    );
    expect(aboveEvent).toMatchObject({
      kind: 'put',
      row: null,
      session: 'tab-3',
      forceUpdate: true,
    });
    expect(aboveEvent.rows.map((row: { id: string }) => row.id)).toEqual([above.id, middle.id]);
    expect(belowEvent.rows.map((row: { id: string }) => row.id)).toEqual([below.id, last.id]);
    const stored = await schedule.allRows();
    for (const row of [...aboveEvent.rows, ...belowEvent.rows].slice(1)) {
      expect(row.order).toBe(stored.find((candidate) => candidate.id === row.id)?.order);
    }
    expect(stored.find((row) => row.id === other.id)?.order).toBe(other.order);
    expect(stored.find((row) => row.id === first.id)?.order).toBe(first.order);

    // A row added the ordinary way still goes to the end of its type.
    await schedule.createRow({ typeDesignation: 'A1', model: 'appended' });
    expect(await models()).toEqual([
      'first',
      'above',
      'middle',
      'below',
      'last',
      'appended',
      'other',
    ]);
    const { getProjectSchedule } = await schedule.client.ok(
      graphql(
        `query GetProjectSchedule($p: ID!, $w: ID!) { getProjectSchedule(projectId: $p, workspaceId: $w) { rowsCount } }`,
      ),
      schedule.ids,
    );
    expect(getProjectSchedule.rowsCount).toBe(7);
    await changes.dispose();
  });

  it('goes above the first and below the last row with nothing moved, below by default, rows without a type too', async () => {
    const schedule = await scheduleFixture(app);
    const only = await schedule.createRow({ typeDesignation: 'C1', model: 'only' });
    const untyped = await schedule.createRow({ model: 'untyped' });
    const top = await insertNextTo(schedule, only.id, 'above', { model: 'top' });
    const bottom = await insertNextTo(schedule, only.id, null, { model: 'bottom' });
    const loose = await insertNextTo(schedule, untyped.id, 'above', {
      model: 'loose',
      typeDesignation: 'C1',
    });
    expect(loose.cells.typeDesignation).toBeUndefined();
    expect(top.order).toBeLessThan(only.order);
    expect((await schedule.allRows()).map((row) => row.cells.model)).toEqual([
      'top',
      'only',
      'bottom',
      'loose',
      'untyped',
    ]);
    expect(bottom.cells.typeDesignation).toBe('C1');
  });

  it('refuses a row that is not in the schedule, and a viewer', async () => {
    const schedule = await scheduleFixture(app);
    const row = await schedule.createRow({ typeDesignation: 'D1' });
    const viewer = await schedule.member('viewer');
    const missing = await schedule.client.call(insert, {
      ...schedule.ids,
      next: 'no-such-row',
      place: 'above',
    });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const refused = await viewer.client.call(insert, { ...schedule.ids, next: row.id });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await schedule.allRows()).toHaveLength(1);
  });
});
