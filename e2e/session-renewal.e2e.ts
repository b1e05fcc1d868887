import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { keepScreenshot, launchBrowser } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import { cellText, col } from './support/schedule.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Access tokens live 8 s on this journey's own server (600 s on the shared one): the grid stays
// open across several expiries. The session refreshes itself 10 s after each token at the
// earliest, so every expiry closes the socket under a token the client has not renewed yet.
const tokenSeconds = 8;

describe('a session whose access token expires under an open page', () => {
  let server: RunningServer;
  let browser: Browser;
  const person = { email: 'renewal@example.com', password: 'renewal-pass-1', name: 'Ines Duarte' };

  /** Calls this server's API; a fresh token each time, as they last only seconds here. */
  async function api<TDocument extends TypedDocumentNode<any, any>>(
    document: TDocument,
    variables: VariablesOf<TDocument>,
    signedIn = true,
  ): Promise<ResultOf<TDocument>> {
    const token = signedIn
      ? (
          await api(
            graphql(
              `mutation SignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }`,
            ),
            { e: person.email, p: person.password },
            false,
          )
        ).signIn.session!.accessToken
      : undefined;
    return callApi(document, variables, token, server.url);
  }

  async function readyAccount() {
    await api(
      graphql(
        `mutation SignUp($e: String!, $p: String!, $n: String) { signUp(email: $e, password: $p, name: $n) { email } }`,
      ),
      { e: person.email, p: person.password, n: person.name },
      false,
    );
    let code: string | undefined;
    for (let i = 0; i < 75 && !code; i++) {
      const html = await (await fetch(`${server.url}/dev/outbox`)).text();
      code = html.match(/code is (\d{6})/)?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await api(
      graphql(
        `mutation VerifyEmail($e: String!, $c: String!) { verifyEmail(email: $e, code: $c) }`,
      ),
      { e: person.email, c: code! },
      false,
    );
    await api(
      graphql(
        `mutation UpdateUserProfile($i: UpdateUserProfileInput!) { updateUserProfile(input: $i) { profileComplete } }`,
      ),
      {
        i: {
          company: 'Northlight Studio',
          projectTeamRole: 'Lighting Designer',
          location: 'Porto',
        },
      },
    );
    await api(
      graphql(
        `mutation UpdateUserPreference { updateUserPreference(key: "gettingStartedTourDismissed", value: "true") { key } }`,
      ),
      {},
    );
  }

  beforeAll(async () => {
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(tokenSeconds) });
    browser = await launchBrowser();
    await readyAccount();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * The page's GraphQL sockets: how many the server acknowledged, closed, or refused at
   * connection (closed before any acknowledgement: it presented a token the server refused).
   */
  function watchSockets(page: Page) {
    const seen = { acknowledged: 0, closed: 0, refusedAtConnection: 0 };
    page.on('websocket', (socket) => {
      let acknowledged = false;
      socket.on('framereceived', ({ payload }) => {
        if (!String(payload).includes('"connection_ack"')) return;
        acknowledged = true;
        seen.acknowledged += 1;
      });
      socket.on('close', () => {
        seen.closed += 1;
        if (!acknowledged) seen.refusedAtConnection += 1;
      });
    });
    return seen;
  }

  it('keeps the grid live: the socket comes back with a fresh token and an edit made afterwards shows', async () => {
    const { listMyWorkspaces } = await api(
      graphql(`query ListMyWorkspaces { listMyWorkspaces { id } }`),
      {},
    );
    const w = listMyWorkspaces[0]!.id as string;
    const { deprecatedCreateProjectV2 } = await api(
      graphql(
        `mutation SessionRenewalDeprecatedCreateProjectV2($w: ID!) { deprecatedCreateProjectV2(workspaceId: $w, projectName: "Renewal Hall", address: { formatted_address: "Porto, Portugal" }) { id } }`,
      ),
      { w },
    );
    const ids = { p: deprecatedCreateProjectV2.id as string, w };
    await api(
      graphql(
        `mutation SessionRenewalCreateEmptyRow($p: ID!, $w: ID!) { createEmptyRow(projectId: $p, workspaceId: $w, cells: { typeDesignation: "A1", model: "LW-10" }) }`,
      ),
      ids,
    );

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: server.url,
    });
    const page = await context.newPage();
    const sockets = watchSockets(page);
    await signInThroughUi(page, person.email, person.password);
    await page.waitForURL((url) => /^\/workspace\/[^/]+\/projects$/.test(url.pathname));
    const signedInAt = Date.now();
    await page.goto(`/workspace/${ids.w}/projects/${ids.p}`);
    await page.getByTestId('data-grid-canvas').waitFor();
    await expect.poll(() => cellText(page, col.model, 0)).toBe('LW-10');
    await expect.poll(() => sockets.acknowledged).toBeGreaterThanOrEqual(1);

    // The first token expires: the server closes the socket and the page opens another, which
    // the server takes (it would refuse the expired token).
    const before = sockets.acknowledged;
    await expect
      .poll(() => sockets.acknowledged, { timeout: 3 * tokenSeconds * 1000 })
      .toBeGreaterThan(before);
    expect(sockets.closed).toBeGreaterThanOrEqual(1);
    expect(Date.now() - signedInAt).toBeGreaterThan(tokenSeconds * 1000 - 1000);

    // Someone edits the row now, long after the token the page signed in with expired.
    const { getStructuredScheduleRows } = await api(
      graphql(
        `query SessionRenewalGetStructuredScheduleRows($p: ID!, $w: ID!) { getStructuredScheduleRows(projectId: $p, workspaceId: $w) { data } }`,
      ),
      ids,
    );
    const row = getStructuredScheduleRows.data[0];
    await api(
      graphql(
        `mutation SessionRenewalUpdateCell($p: ID!, $w: ID!, $r: ID!, $v: CellVersion!) { updateCell(projectId: $p, workspaceId: $w, row: $r, col: "model", value: "LW-20", version: $v) { version } }`,
      ),
      { ...ids, r: row.id, v: row.versions.model ?? '1.0' },
    );
    await expect.poll(() => cellText(page, col.model, 0)).toBe('LW-20');

    // The user noticed nothing: still on the schedule, never sent to sign in, and the page
    // never presented an expired token to a new socket (it renewed the session first).
    expect(sockets.refusedAtConnection).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/workspace/${ids.w}/projects/${ids.p}`);
    expect(await page.getByText(/session has expired/i).count()).toBe(0);
    await keepScreenshot(page, 'session-renewal-1280');
    await context.close();
  });
});
