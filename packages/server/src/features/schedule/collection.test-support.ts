import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { type ScheduleRow, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

/** Calls on a collection's products through the schedule engine, given collectionId. */
export const collectionCalls = {
  rows: `query CollectionRows($c: ID, $w: ID!, $limit: Int, $next: String) {
    getStructuredScheduleRows(collectionId: $c, workspaceId: $w, limit: $limit, nextToken: $next) { data nextToken } }`,
  schedule: `query CollectionSchedule($c: ID, $w: ID!) {
    getProjectSchedule(collectionId: $c, workspaceId: $w) { id projectId collectionId rowsCount custom_fields { id } } }`,
  create: `mutation CollectionCreateRow($c: ID, $w: ID!, $cells: JSON, $next: ID, $place: RowPlace) {
    createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells, nextToRowId: $next, place: $place) }`,
  duplicate: `mutation CollectionDuplicateRow($c: ID, $w: ID!, $row: ID!) {
    duplicateRow(collectionId: $c, workspaceId: $w, rowId: $row) }`,
  delete: `mutation CollectionDeleteRow($c: ID, $w: ID!, $row: ID!) {
    deleteRow(collectionId: $c, workspaceId: $w, rowId: $row) }`,
  restore: `mutation CollectionRestoreRows($c: ID, $w: ID!, $rows: [ID!]!) {
    restoreRows(collectionId: $c, workspaceId: $w, rowsIds: $rows) }`,
  deleted: `query CollectionDeletedRows($c: ID, $w: ID!) {
    listDeletedRows(collectionId: $c, workspaceId: $w) { data } }`,
  updateCell: `mutation CollectionUpdateCell($c: ID, $w: ID!, $row: ID!, $col: String!, $value: JSON, $version: CellVersion!) {
    updateCell(collectionId: $c, workspaceId: $w, row: $row, col: $col, value: $value, version: $version) { row col version } }`,
  updateCells: `mutation CollectionUpdateCells($c: ID, $w: ID!, $cells: [CellEditInput!]!, $newRows: [JSON!]) {
    updateCells(collectionId: $c, workspaceId: $w, cells: $cells, newRows: $newRows) { rows cells { rowId col version } } }`,
  history: `query CollectionCellHistory($c: ID, $w: ID!, $row: ID!, $col: String!) {
    getCellHistory(collectionId: $c, workspaceId: $w, rowId: $row, col: $col) { data { oldValue newValue version } } }`,
  commands: `query CollectionCommands($c: ID, $w: ID!) {
    getScheduleCommands(collectionId: $c, workspaceId: $w) { name allowed reason } }`,
};

/**
 * A premium workspace's owner with a collection in the default library (made as the collections
 * feature makes one: a library row, then the collection), and calls on its products.
 */
export async function collectionFixture(app: TestApp, name = 'products') {
  const base = await scheduleFixture(app, name);
  const run = app.platform.database.executeSql;
  const { rows } = await run('select id from users where lower(email) = lower($1)', [base.email]);
  const ownerId = (rows[0] as { id: string }).id;
  const libraryId = randomUUID();
  await run(
    `insert into libraries (id, workspace_id, name, kind, creator_id) values ($1, $2, 'Default', 'default', $3)
     on conflict do nothing`,
    [libraryId, base.workspaceId, ownerId],
  );
  const library = await run(
    `select id from libraries where workspace_id = $1 and kind = 'default'`,
    [base.workspaceId],
  );
  const collectionId = randomUUID();
  await run(
    `insert into collections (id, workspace_id, library_id, name, creator_id)
     values ($1, $2, $3, 'Downlights', $4)`,
    [collectionId, base.workspaceId, (library.rows[0] as { id: string }).id, ownerId],
  );
  const ids = { c: collectionId, w: base.workspaceId };
  return {
    ...base,
    ownerId,
    collectionId,
    ids,
    async create(cells: Record<string, unknown> = {}, as: ApiClient = base.client) {
      return (await as.ok(collectionCalls.create, { ...ids, cells })).createEmptyRow as ScheduleRow;
    },
    /** Adds `count` products in one call (a paste past the end). */
    async fill(count: number, as: ApiClient = base.client): Promise<ScheduleRow[]> {
      const newRows = Array.from({ length: count }, (_, index) => ({ model: `M${index + 1}` }));
      return (await as.ok(collectionCalls.updateCells, { ...ids, cells: [], newRows })).updateCells
        .rows;
    },
    async allRows(as: ApiClient = base.client): Promise<ScheduleRow[]> {
      const page = await as.ok(collectionCalls.rows, { ...ids, limit: 500 });
      return page.getStructuredScheduleRows.data;
    },
    async productsCount(): Promise<number> {
      const found = await run('select products_count from collections where id = $1', [
        collectionId,
      ]);
      return (found.rows[0] as { products_count: number }).products_count;
    },
  };
}

export type CollectionFixture = Awaited<ReturnType<typeof collectionFixture>>;
