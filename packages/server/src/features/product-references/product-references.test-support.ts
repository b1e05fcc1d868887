import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../test/graphql/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';

/** The product-reference calls, by project or collection. */
export const refCalls = {
  add: graphql(`mutation RefsAdd($w: ID!, $p: ID!, $c: ID!, $ids: [ID!]!, $near: ID, $place: RowPlace) {
    createProjectProducts(workspaceId: $w, projectId: $p, collectionId: $c, productIds: $ids, nearRowId: $near, place: $place) }`),
  diff: graphql(`query RefsDiff($w: ID!, $p: ID, $row: ID!) {
    getRowDiffProduct(workspaceId: $w, projectId: $p, rowId: $row) {
      rowId collectionId productId collectionName updateAvailable edited removed
      fields { field name rowValue productValue referenceValue } product } }`),
  diffInCollection: graphql(`query RefsDiffInCollection($w: ID!, $c: ID!, $row: ID!) {
    getRowDiffProduct(workspaceId: $w, collectionId: $c, rowId: $row) {
      rowId collectionId productId collectionName updateAvailable edited removed
      fields { field name rowValue productValue referenceValue } product } }`),
  compare: graphql(`query RefsCompare($w: ID!, $p: ID) {
    compareScheduleWithReferences(workspaceId: $w, projectId: $p) {
      rowId productId updateAvailable edited removed fields { field rowValue productValue referenceValue } } }`),
  update: graphql(
    `mutation RefsUpdate($w: ID!, $p: ID, $row: ID!) { updateProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }`,
  ),
  keep: graphql(
    `mutation RefsKeep($w: ID!, $p: ID, $row: ID!) { keepProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }`,
  ),
  revert: graphql(
    `mutation RefsRevert($w: ID!, $p: ID, $row: ID!) { revertProjectProduct(workspaceId: $w, projectId: $p, rowId: $row) }`,
  ),
  saveAsNew: graphql(`mutation RefsSaveAsNew($w: ID!, $p: ID!, $row: ID!, $c: ID!) {
    saveRowAsNewProduct(workspaceId: $w, projectId: $p, rowId: $row, collectionId: $c) }`),
  recent: graphql(`query RefsRecent($w: ID!, $limit: Int) {
    listRecentProducts(workspaceId: $w, limit: $limit) { productId collectionId collectionName name usedAt } }`),
  product: graphql(
    `query RefsProduct($w: ID!, $c: ID!, $id: ID!) { getCollectionProduct(workspaceId: $w, collectionId: $c, productId: $id) }`,
  ),
  followers: graphql(`query RefsFollowers($w: ID!, $c: ID!, $id: ID!) {
    listProductFollowers(workspaceId: $w, collectionId: $c, productId: $id) { projectId collectionId name rowsCount } }`),
  pickerCollections: graphql(`query RefsPicker($w: ID!, $p: ID!) {
    listCollectionsForProduct(workspaceId: $w, projectId: $p) {
      projectSourceLibraryCollections { id name } userCollections { id } sourceLibraryId } }`),
  followProduct: graphql(`mutation RefsFollowProduct($w: ID!, $c: ID!, $id: ID!, $target: ID!) {
    followProduct(workspaceId: $w, collectionId: $c, productId: $id, targetCollectionId: $target) }`),
  rowsChanged: graphql(`subscription RefsRowsChanged($p: ID, $w: ID!) {
    onScheduleRowsChanged(projectId: $p, workspaceId: $w) { kind row rows } }`),
  productUpdated: graphql(`subscription RefsProductUpdated($p: ID, $w: ID!) {
    onProductUpdated(projectId: $p, workspaceId: $w) { collectionId productId scheduleId rowIds } }`),
};

const createProjectDocument = graphql(`mutation RefsCreateProject($w: ID!, $name: String!) {
  deprecatedCreateProjectV2(workspaceId: $w, projectName: $name, address: { formatted_address: "Oslo, Norway" }, area: 500, areaUnit: feet) { id } }`);

/** Another project in the workspace, made through the API. */
export async function createProject(client: ApiClient, workspaceId: string, name: string) {
  const made = await client.ok(createProjectDocument, { w: workspaceId, name });
  return made.deprecatedCreateProjectV2.id;
}

/** Any of the calls above. */
// biome-ignore lint/suspicious/noExplicitAny: a call of any result and variables.
export type AnyDocument = TypedDocumentNode<any, any>;

type EventRow = {
  id: string;
  cells: Record<string, unknown>;
  product?: { updateAvailable: boolean } | null;
};

/** A subscription's events, and a wait for the first one matching. */
export function watch<TDocument extends AnyDocument>(
  app: TestApp,
  client: ApiClient,
  document: TDocument,
  variables: VariablesOf<TDocument>,
) {
  const stream = watchSubscription(
    app.url,
    { authorization: `Bearer ${client.accessToken}` },
    document,
    variables,
  );
  return {
    ...stream,
    async first<T>(
      pick: (data: ResultOf<TDocument>) => T | undefined,
      timeoutMs = 8000,
    ): Promise<T> {
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
  return (data: ResultOf<typeof refCalls.rowsChanged>): EventRow | undefined => {
    const change = data.onScheduleRowsChanged;
    if (change.kind !== 'put') return undefined;
    const rows: EventRow[] = change.row ? [change.row] : (change.rows ?? []);
    return rows.find((row) => row.id === rowId && row.product?.updateAvailable);
  };
}
