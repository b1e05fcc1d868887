import { graphql } from '../graphql/index.ts';
import type { RootField, Schema } from './introspection.ts';
import {
  argumentsFor,
  matrixScrapeId,
  matrixScrapeUrl,
  matrixSearchRequestId,
} from './matrix-arguments.ts';
import { matrixCatalogue } from './matrix-catalogue.ts';
import { classify, type Outcome } from './matrix-expectations.ts';
import { type Caller, type MatrixFixture, unique } from './matrix-fixture.ts';
import { causeProductUpdate } from './matrix-references.ts';
import { connectGraphQLWebSocket } from './ws-client.ts';

type Watch = { root: RootField; caller: Caller; events: unknown[]; failure?: unknown };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Something each subscription hears once it is open: a row put and deleted, the dashboard's
 * budget, a comment on a row by another member mentioning the owner, a project archived, an
 * invitation, a change of who is on the project, an export by the owner, and each caller's own
 * search.
 */
async function causeEvents(f: MatrixFixture, schema: Schema, callers: Caller[]) {
  const rowId = await f.make.newRow();
  await f.call(
    graphql(
      `mutation MatrixSubscriptionsDeleteRow($w: ID!, $p: ID!, $r: ID!) { deleteRow(workspaceId: $w, projectId: $p, rowId: $r) }`,
    ),
    { ...f.ids, r: rowId },
  );
  await f.call(
    graphql(
      `mutation MatrixSubscriptionsUpdateProjectAggregation($w: ID!, $p: ID!) { updateProjectAggregation(workspaceId: $w, projectId: $p, baseBudget: 2500) { id } }`,
    ),
    f.ids,
  );
  await f.author.client.ok(
    graphql(
      `mutation CreateComment($input: CreateCommentInput!) { createComment(input: $input) { id } }`,
    ),
    {
      input: {
        workspaceId: f.base.workspaceId,
        resourceType: 'project',
        resourceId: f.base.projectId,
        type: 'row',
        rowId: f.base.rowId,
        message: 'Lead time is twelve weeks',
        mentioned: [f.owner.userId!],
      },
    },
  );
  await f.call(
    graphql(
      `mutation MatrixSubscriptionsUpdateProject($w: ID!, $p: ID!) { updateProject(workspaceId: $w, id: $p, status: archived) { id } }`,
    ),
    { w: f.base.workspaceId, p: await f.make.newProject() },
  );
  await f.call(
    graphql(
      `mutation MatrixSubscriptionsInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }`,
    ),
    { w: f.base.workspaceId, e: `${unique('heard').replace(' ', '.')}@example.com` },
  );
  if (schema.roots.some((root) => root.field.name === 'managePermission')) {
    await f.call(
      graphql(
        `mutation MatrixSubscriptionsManagePermission($w: ID!, $p: ID!, $u: ID!) { managePermission(workspaceId: $w, projectId: $p, createPermission: [{ userId: $u, type: viewer }]) { projectId } }`,
      ),
      { ...f.ids, u: await f.make.newSpareMember() },
    );
  }
  // Heard on payment events: the owner saves a test card for the workspace (its plan unchanged).
  if (schema.roots.some((root) => root.field.name === 'paymentEvents')) {
    const { createTestPaymentMethod } = await f.owner.client.ok(
      graphql(
        `mutation MatrixSubscriptionsCreateTestCard { createTestPaymentMethod(number: "4242424242424242", expiry: "12/40", cvc: "123") }`,
      ),
    );
    await f.owner.client.ok(
      graphql(
        `mutation MatrixSubscriptionsSaveCard($w: ID!, $p: ID!) { saveAndAttachPaymentMethodId(workspaceId: $w, paymentMethodId: $p) { id } }`,
      ),
      { w: f.base.workspaceId, p: createTestPaymentMethod },
    );
  }
  // Heard on collection changes: the owner saves the fixture's collection (its name unchanged).
  if (schema.roots.some((root) => root.field.name === 'onCollectionChanged')) {
    await f.call(
      graphql(
        `mutation MatrixSubscriptionsUpdateCollection($w: ID!, $c: ID!) { updateCollection(workspaceId: $w, collectionId: $c, name: "Matrix collection") { id } }`,
      ),
      { w: f.base.workspaceId, c: (await matrixCatalogue(f)).collectionId },
    );
  }
  // Heard on product updates: the owner changes a product a row of the project uses.
  if (schema.roots.some((root) => root.field.name === 'onProductUpdated')) {
    await causeProductUpdate(f);
  }
  // Heard by the owner's subscription to their exports of the project.
  await f.call(
    graphql(
      `mutation MatrixSubscriptionsExport($w: ID!, $p: ID!) { fileExporterInvoke(workspaceId: $w, projectId: $p, fileFormat: "csv") { requestId } }`,
    ),
    f.ids,
  );
  // Heard by the owner's subscription to their scrape (refused at once: the address is loopback).
  if (schema.roots.some((root) => root.field.name === 'scrapeProductData')) {
    await f.call(
      graphql(
        `mutation MatrixSubscriptionsScrape($w: ID!, $u: String!, $a: ID!) { scrapeProductData(workspaceId: $w, url: $u, attachmentId: $a) { status } }`,
      ),
      { w: f.base.workspaceId, u: matrixScrapeUrl, a: matrixScrapeId },
    );
  }
  // Heard by each caller's subscriptions to their own catalogue searches.
  if (schema.roots.some((root) => root.field.name === 'searchProductsV3')) {
    for (const caller of callers) {
      await caller.client.call(
        graphql(
          `query MatrixSubscriptionsSearchCatalogue($w: ID!, $r: String!) { searchProductsV3(workspaceId: $w, query: "", requestId: $r) { total } searchCollectionsV3(workspaceId: $w, query: "", requestId: $r) { total } }`,
        ),
        { w: f.base.workspaceId, r: matrixSearchRequestId },
      );
    }
  }
  for (const caller of callers) {
    await caller.client.call(
      graphql(
        `query MatrixSubscriptionsSearchProjectCells($w: ID!, $p: ID!) { searchProjectCells(workspaceId: $w, projectId: $p, query: "B1") { __typename } }`,
      ),
      f.ids,
    );
  }
}

/**
 * Opens each subscription as each caller over its own WebSocket, waits for the server to take
 * them, causes an event each would hear, and tells for each whether it was refused (an error,
 * which the server sends at once) or let through (an event, or none: "silent").
 */
export async function probeSubscriptions(
  f: MatrixFixture,
  schema: Schema,
  roots: RootField[],
  callers: Caller[],
): Promise<{ root: RootField; caller: Caller; outcome: Outcome }[]> {
  const watches: Watch[] = [];
  const sockets = callers.map((caller) =>
    connectGraphQLWebSocket(f.app.url, {
      ...(caller.client.accessToken
        ? { authorization: `Bearer ${caller.client.accessToken}` }
        : {}),
      ...(caller.sharedLink ? { sharedLink: caller.sharedLink } : {}),
    }),
  );
  for (const [index, caller] of callers.entries()) {
    for (const root of roots) {
      const pick = await argumentsFor(f, root.field.name, caller, { fresh: false });
      const { text, variables } = schema.operationFor(root, pick);
      const watch: Watch = { root, caller, events: [] };
      watches.push(watch);
      sockets[index]!.subscribe(
        { query: text, variables },
        {
          next: (event) => watch.events.push(event),
          error: (error) => {
            watch.failure = error;
          },
          complete: () => {},
        },
      );
    }
  }
  // No acknowledgement tells that a subscription is in place: give the server a moment, and on
  // a busy machine, where some may not be in place yet, cause the events again (for up to 15 s)
  // until each of the owner's subscriptions has heard one.
  await wait(1000);
  const ownerUnheard = () =>
    watches.some((w) => w.caller.name === 'owner' && !w.failure && !w.events.length);
  const giveUpAt = Date.now() + 15_000;
  do {
    await causeEvents(f, schema, callers);
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && watches.some((w) => !w.failure && !w.events.length)) {
      await wait(50);
    }
  } while (ownerUnheard() && Date.now() < giveUpAt);
  await Promise.all(sockets.map((socket) => socket.dispose()));
  return watches.map(({ root, caller, events, failure }) => {
    if (failure !== undefined) {
      // A socket without credentials is closed at connection (4403) before any operation runs:
      // the same refusal as an UNAUTHENTICATED answer.
      const closed = failure as { code?: number; reason?: string };
      const errors = Array.isArray(failure)
        ? failure
        : closed.code === 4403
          ? [{ message: closed.reason, extensions: { code: 'UNAUTHENTICATED' } }]
          : [failure];
      return { root, caller, outcome: classify({ status: 200, errors }, root.field.name) };
    }
    const first = events[0] as { data?: unknown; errors?: unknown[] } | undefined;
    // Taken without a refusal, and no event this caller may hear (a project they do not see).
    if (!first) return { root, caller, outcome: { passed: true, code: 'silent', answer: '' } };
    return { root, caller, outcome: classify({ status: 200, ...first }, root.field.name) };
  });
}
