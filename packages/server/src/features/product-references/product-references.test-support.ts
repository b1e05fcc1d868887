import type { ApiClient } from '../../../test/support/api-client.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';

/** The product-reference calls, by project or collection. */
export const refCalls = {
  add: `mutation RefsAdd($w: ID!, $p: ID!, $c: ID!, $ids: [ID!]!, $near: ID, $place: RowPlace) {
    createProjectProducts(workspaceId: $w, projectId: $p, collectionId: $c, productIds: $ids, nearRowId: $near, place: $place) }`,
  diff: `query RefsDiff($w: ID!, $p: ID, $row: ID!) {
    getRowDiffProduct(workspaceId: $w, projectId: $p, rowId: $row) {
      rowId collectionId productId collectionName updateAvailable edited removed
      fields { field name rowValue productValue referenceValue } product } }`,
  compare: `query RefsCompare($w: ID!, $p: ID) {
    compareScheduleWithReferences(workspaceId: $w, projectId: $p) {
      rowId productId updateAvailable edited removed fields { field rowValue productValue referenceValue } } }`,
  update: `mutation RefsUpdate($w: ID!, $p: ID, $row: ID!) { updateProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }`,
  keep: `mutation RefsKeep($w: ID!, $p: ID, $row: ID!) { keepProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }`,
  revert: `mutation RefsRevert($w: ID!, $p: ID, $row: ID!) { revertProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }`,
  saveAsNew: `mutation RefsSaveAsNew($w: ID!, $p: ID!, $row: ID!, $c: ID!) {
    saveRowAsNewProduct(workspaceId: $w, projectId: $p, rowId: $row, collectionId: $c) }`,
  recent: `query RefsRecent($w: ID!, $limit: Int) {
    listRecentProducts(workspaceId: $w, limit: $limit) { productId collectionId collectionName name usedAt } }`,
  product: `query RefsProduct($w: ID!, $c: ID!, $id: ID!) { getCollectionProduct(workspaceId: $w, collectionId: $c, productId: $id) }`,
  followers: `query RefsFollowers($w: ID!, $c: ID!, $id: ID!) {
    listProductFollowers(workspaceId: $w, collectionId: $c, productId: $id) { projectId collectionId name rowsCount } }`,
  pickerCollections: `query RefsPicker($w: ID!, $p: ID!) {
    listCollectionsForProduct(workspaceId: $w, projectId: $p) {
      projectSourceLibraryCollections { id name } userCollections { id } sourceLibraryId } }`,
  followProduct: `mutation RefsFollowProduct($w: ID!, $c: ID!, $id: ID!, $target: ID!) {
    followProduct(workspaceId: $w, collectionId: $c, productId: $id, targetCollectionId: $target) }`,
  rowsChanged: `subscription RefsRowsChanged($p: ID, $w: ID!) {
    onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows } }`,
  productUpdated: `subscription RefsProductUpdated($p: ID, $w: ID!) {
    onProductUpdated(projectId: $p, workspaceId: $w) { collectionId productId scheduleId rowIds } }`,
};

/** Another project in the workspace, made through the API. */
export async function createProject(client: ApiClient, workspaceId: string, name: string) {
  const made = await client.ok(
    `mutation RefsCreateProject($w: ID!, $name: String!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: "Oslo, Norway" }, area: 500, areaUnit: feet) { id } }`,
    { w: workspaceId, name },
  );
  return made.deprecatedCreateProjectV2.id as string;
}

/** A subscription event's data, by field. */
// biome-ignore lint/suspicious/noExplicitAny: events are read freely, as the typed documents' JSON.
type EventData = Record<string, any>;
type EventRow = {
  id: string;
  cells: Record<string, unknown>;
  product?: { updateAvailable: boolean } | null;
};

/** A subscription's events, and a wait for the first one matching. */
export function watch(
  app: TestApp,
  client: ApiClient,
  document: string,
  variables: Record<string, unknown>,
) {
  const stream = watchSubscription(
    app.url,
    { authorization: `Bearer ${client.accessToken}` },
    document,
    variables,
  );
  return {
    ...stream,
    async first<T>(pick: (data: EventData) => T | undefined, timeoutMs = 8000): Promise<T> {
      const start = Date.now();
      for (;;) {
        for (const event of stream.events) {
          const found = event.data ? pick(event.data) : undefined;
          if (found !== undefined) return found;
        }
        if (Date.now() - start > timeoutMs) throw new Error('no such event');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** The row a put event carries, if it is `rowId` with an update offered. */
export function offeredRow(rowId: string) {
  return (data: EventData) => {
    const change = data.onScheduleRowsChanged as
      | { kind: string; row?: EventRow; rows?: EventRow[] }
      | undefined;
    if (change?.kind !== 'put') return undefined;
    const rows = change.row ? [change.row] : (change.rows ?? []);
    return rows.find((row) => row.id === rowId && row.product?.updateAvailable);
  };
}
