import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './graphql/index.ts';
import { ApiClient, signUpAndSignIn } from './support/api-client.ts';
import { documentText } from './support/document-text.ts';
import { introspectSchema, type PickValue, type Schema } from './support/introspection.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { snapshotWorkspace } from './support/workspace-snapshot.ts';
import { connectGraphQLWebSocket } from './support/ws-client.ts';

/**
 * A member of one workspace reaches nothing of another through any operation that takes a
 * workspaceId: every such root field is found in the schema (not listed by hand), called with the
 * other workspace's id and made-up values for the rest, and must answer NOT_FOUND or nothing, and
 * leave the other workspace as it was.
 */
describe('no operation reaches another workspace', () => {
  let app: TestApp;
  let intruder: ApiClient;
  let owner: ApiClient;
  let victimWorkspaceId: string;
  let victimOwnerId: string;
  let victimCollectionId: string;
  let schema: Schema;

  const snapshot = () => snapshotWorkspace(app, victimWorkspaceId);

  beforeAll(async () => {
    app = await startTestApp();
    owner = new ApiClient(app.url);
    const session = await signUpAndSignIn(app, owner, 'victim.owner@example.com');
    victimOwnerId = session!.user.id;
    victimWorkspaceId = (
      await owner.ok(
        graphql(`query WorkspaceIsolationListMyWorkspaces { listMyWorkspaces { id } }`),
      )
    ).listMyWorkspaces[0]!.id;
    intruder = new ApiClient(app.url);
    await signUpAndSignIn(app, intruder, 'intruder@example.com');
    schema = await introspectSchema(owner);
    // A collection of the victim's, named by every call taking a collectionId.
    victimCollectionId = (
      await owner.ok(
        graphql(`mutation WorkspaceIsolationCreateCollection($w: ID!) {
          createCollectionV3(workspaceId: $w, name: "Victim lamps") { id } }`),
        { w: victimWorkspaceId },
      )
    ).createCollectionV3.id;
  });

  afterAll(() => app.stop());

  // The other workspace's id, its owner, and made-up values for the rest.
  const pick: PickValue = (name) =>
    name === 'workspaceId'
      ? victimWorkspaceId
      : name === 'userId'
        ? victimOwnerId
        : name === 'collectionId'
          ? victimCollectionId
          : name === 'email'
            ? 'someone@example.com'
            : undefined;

  it('answers every operation taking a workspaceId with NOT_FOUND or nothing, and changes nothing', async () => {
    const before = await snapshot();
    const tried: string[] = [];
    for (const root of schema.rootFieldsTaking('workspaceId')) {
      const { kind, field } = root;
      // White-label sign-in pages show a workspace's name and logo to anyone holding its link.
      if (kind === 'subscription' || field.name === 'getWorkspaceBranding') continue;
      const { text, variables } = schema.operationFor(root, pick);
      const answer = await intruder.call(text, variables);
      tried.push(field.name);
      const refused =
        answer.errors?.some((error) => error.extensions?.code === 'NOT_FOUND') ||
        answer.data?.[field.name] === null;
      expect(refused, `${field.name} answered ${JSON.stringify(answer)}`).toBe(true);
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'getWorkspace',
        'inviteToWorkspace',
        'updateWorkspaceInfo',
        'updateWorkspace',
        'listUsersInWorkspace',
        'getComment',
        'listComments',
        'createComment',
        'editComment',
        'getAttachmentInfo',
        'addRowFollower',
        'createCollectionV3',
        'getLibraryCollectionInfo',
        'shareCollection',
        'listMyCollectionsV2',
      ]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a subscription to another workspace’s events', async () => {
    const ws = connectGraphQLWebSocket(app.url, {
      authorization: `Bearer ${intruder.accessToken}`,
    });
    const outcome = await new Promise<any>((resolve) => {
      ws.subscribe(
        {
          query: documentText(
            graphql(
              `subscription WorkspaceIsolationInviteToWorkspaceReport($workspaceId: ID!) { inviteToWorkspaceReport(workspaceId: $workspaceId) { requestId } }`,
            ),
          ),
          variables: { workspaceId: victimWorkspaceId },
        },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    await ws.dispose();
    expect(JSON.stringify(outcome)).toContain('NOT_FOUND');
  });
});
