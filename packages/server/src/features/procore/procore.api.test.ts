import { procoreMessages } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { type FakeProcore, startFakeProcore } from '../../../test/support/fake-procore.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { accountsQuery, connectAccount, returnFromProcore } from './procore.test-support.ts';
import { oauthState } from './procore-crypto.ts';

const companiesQuery = graphql(
  `query ProcoreCompanies($a: ID!) { listProcoreCompanies(accountId: $a) { id name } }`,
);
const projectsQuery = graphql(
  `query ProcoreProjects($a: ID!, $c: ID!) { listProcoreProjects(accountId: $a, companyId: $c) { id name projectNumber } }`,
);
const foldersQuery = graphql(
  `query ProcoreFolders($a: ID!, $c: ID!, $p: ID!, $f: ID) { listProcoreFolders(accountId: $a, companyId: $c, projectId: $p, folderId: $f) { id name name_with_path has_children_folders private read_only folders { id name } } }`,
);
const disconnectMutation = graphql(
  `mutation ProcoreDisconnect($a: ID!) { disconnectProcoreAccount(accountId: $a) }`,
);
const statusQuery = graphql(`query ProcoreSystemStatus { systemStatus { procoreEnabled } }`);

let counter = 0;
async function signedIn(app: TestApp) {
  const client = new ApiClient(app.url);
  await signUpAndSignIn(app, client, `procore.${++counter}.${Date.now()}@example.com`);
  return client;
}

describe('Procore accounts', () => {
  let fake: FakeProcore;
  let app: TestApp;

  beforeAll(async () => {
    fake = await startFakeProcore();
    app = await startTestApp(fake.env);
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  const storedTokens = async (accountId: string) =>
    app.platform.database.db
      .selectFrom('procore_accounts')
      .select(['access_token', 'refresh_token', 'access_token_expires_at'])
      .where('id', '=', accountId)
      .executeTakeFirst();

  it('connects through the sign-in and keeps the tokens encrypted', async () => {
    const client = await signedIn(app);
    expect((await client.ok(statusQuery)).systemStatus.procoreEnabled).toBe(true);
    const { page } = await connectAccount(client);
    expect(page).toEqual({ connected: true, message: '' });

    const accounts = (await client.ok(accountsQuery)).ListProcoreAccounts;
    expect(accounts).toEqual([
      { id: expect.any(String), login: 'pat@builder.example', name: 'Pat Builder' },
    ]);
    const row = await storedTokens(accounts[0]!.id);
    expect(row?.access_token).toMatch(/^v1\./);
    expect(row?.refresh_token).toMatch(/^v1\./);
    expect(fake.issuedTokens.length).toBeGreaterThan(0);
    for (const token of fake.issuedTokens) {
      expect(row?.access_token).not.toContain(token);
      expect(row?.refresh_token).not.toContain(token);
    }

    // Connecting the same Procore login again updates the account rather than adding one.
    await connectAccount(client);
    expect((await client.ok(accountsQuery)).ListProcoreAccounts).toHaveLength(1);
    fake.signInAs(502);
    await connectAccount(client);
    fake.signInAs(501);
    expect(
      (await client.ok(accountsQuery)).ListProcoreAccounts.map((account) => account.login),
    ).toEqual(['pat@builder.example', 'sam@builder.example']);
  });

  it('lists companies, projects and nested folders', async () => {
    const client = await signedIn(app);
    await connectAccount(client);
    const [account] = (await client.ok(accountsQuery)).ListProcoreAccounts;
    const a = account!.id;
    expect((await client.ok(companiesQuery, { a })).listProcoreCompanies).toEqual([
      { id: '11', name: 'Harbour Construction' },
      { id: '12', name: 'Inland Builders' },
    ]);
    expect((await client.ok(projectsQuery, { a, c: '11' })).listProcoreProjects).toEqual([
      { id: '2101', name: 'Harbour Hotel', projectNumber: 'HH-01' },
      { id: '2102', name: 'Ferry Terminal', projectNumber: 'FT-07' },
    ]);
    const top = (await client.ok(foldersQuery, { a, c: '11', p: '2101' })).listProcoreFolders;
    expect(top).toEqual([
      {
        id: '9100',
        name: 'Schedules',
        name_with_path: 'Schedules',
        has_children_folders: true,
        private: false,
        read_only: false,
        folders: [],
      },
      {
        id: '9200',
        name: 'Contracts',
        name_with_path: 'Contracts',
        has_children_folders: false,
        private: true,
        read_only: true,
        folders: [],
      },
    ]);
    const inside = (await client.ok(foldersQuery, { a, c: '11', p: '2101', f: '9100' }))
      .listProcoreFolders;
    expect(inside).toMatchObject([
      {
        id: '9110',
        name: 'Lighting',
        name_with_path: 'Schedules/Lighting',
        has_children_folders: true,
      },
    ]);
    const deeper = (await client.ok(foldersQuery, { a, c: '11', p: '2101', f: '9110' }))
      .listProcoreFolders;
    expect(deeper).toMatchObject([{ id: '9111', name_with_path: 'Schedules/Lighting/Issued' }]);

    const missing = await client.call(foldersQuery, { a, c: '11', p: '2101', f: '404404' });
    expect(missing.errors?.[0]).toMatchObject({
      message: procoreMessages.notFoundThere,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refreshes an expired access token and stores the new one', async () => {
    const client = await signedIn(app);
    await connectAccount(client);
    const a = (await client.ok(accountsQuery)).ListProcoreAccounts[0]!.id;
    const before = await storedTokens(a);

    // Expired by its date: refreshed before the call.
    await app.platform.database.db
      .updateTable('procore_accounts')
      .set({ access_token_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', a)
      .execute();
    const refreshesBefore = fake.tokenRequests.filter(
      (r) => r.grantType === 'refresh_token',
    ).length;
    expect((await client.ok(companiesQuery, { a })).listProcoreCompanies).toHaveLength(2);
    const afterDate = await storedTokens(a);
    expect(fake.tokenRequests.filter((r) => r.grantType === 'refresh_token')).toHaveLength(
      refreshesBefore + 1,
    );
    expect(afterDate?.access_token).not.toBe(before?.access_token);
    expect(afterDate?.refresh_token).not.toBe(before?.refresh_token);
    expect(afterDate!.access_token_expires_at.getTime()).toBeGreaterThan(Date.now());

    // Refused by Procore before its date: refreshed once after the 401, and the call goes on.
    fake.expireAccessTokens();
    const refusedBefore = fake.refusedAccessTokens;
    expect((await client.ok(projectsQuery, { a, c: '12' })).listProcoreProjects).toEqual([
      { id: '2201', name: 'Grain Store', projectNumber: 'GS-3' },
    ]);
    expect(fake.refusedAccessTokens).toBe(refusedBefore + 1);
    expect(fake.tokenRequests.filter((r) => r.grantType === 'refresh_token')).toHaveLength(
      refreshesBefore + 2,
    );
    expect((await storedTokens(a))?.access_token).not.toBe(afterDate?.access_token);

    // Several calls at once on an expired token: one refresh (Procore would refuse a second
    // refresh with the same rotated token), and every call answered.
    await app.platform.database.db
      .updateTable('procore_accounts')
      .set({ access_token_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', a)
      .execute();
    const refreshes = () =>
      fake.tokenRequests.filter((r) => r.grantType === 'refresh_token').length;
    const beforeBurst = refreshes();
    const answers = await Promise.all([1, 2, 3, 4].map(() => client.call(companiesQuery, { a })));
    expect(
      answers.map((answer) => answer.errors ?? answer.data?.listProcoreCompanies.length),
    ).toEqual([2, 2, 2, 2]);
    expect(refreshes()).toBe(beforeBurst + 1);
  });

  it("refuses a forged, altered, expired or someone else's state", async () => {
    const client = await signedIn(app);
    const userId = (await client.ok(graphql(`query ProcoreViewerId { getUserProfile { id } }`)))
      .getUserProfile!.id;
    const { getProcoreAuthUrl } = await client.ok(
      graphql(`query ProcoreAuthUrlAgain { getProcoreAuthUrl }`),
    );
    const authorize = await fetch(getProcoreAuthUrl, { redirect: 'manual' });
    const location = new URL(authorize.headers.get('location')!);
    const state = location.searchParams.get('state')!;

    const tries = [
      'forged',
      `${state.slice(0, -2)}xx`,
      state.replace(
        /\.[^.]+\./,
        `.${Buffer.from(JSON.stringify({ u: 'someone-else', e: Date.now() + 60_000 })).toString('base64url')}.`,
      ),
      oauthState(app.platform.signingSecret).issue(userId, Date.now() - 11 * 60 * 1000),
    ];
    for (const forged of tries) {
      const attempt = new URL(location);
      attempt.searchParams.set('state', forged);
      const page = await returnFromProcore(client, attempt.toString());
      expect(page).toEqual({ connected: false, message: procoreMessages.stateNotValid });
    }
    // Someone else signed in cannot connect a sign-in meant for this person either.
    const stranger = await signedIn(app);
    expect(await returnFromProcore(stranger, location.toString())).toEqual({
      connected: false,
      message: procoreMessages.stateNotValid,
    });
    expect((await stranger.ok(accountsQuery)).ListProcoreAccounts).toEqual([]);
    expect((await client.ok(accountsQuery)).ListProcoreAccounts).toEqual([]);
    // The code itself was good: with the genuine state it still connects.
    const page = await returnFromProcore(client, location.toString());
    expect(page.connected).toBe(true);
    expect((await client.ok(accountsQuery)).ListProcoreAccounts).toHaveLength(1);
  });

  it("keeps an account its owner's: another person cannot see, use or disconnect it", async () => {
    const owner = await signedIn(app);
    const other = await signedIn(app);
    await connectAccount(owner);
    const a = (await owner.ok(accountsQuery)).ListProcoreAccounts[0]!.id;

    expect((await other.ok(accountsQuery)).ListProcoreAccounts).toEqual([]);
    for (const answer of [
      await other.call(companiesQuery, { a }),
      await other.call(projectsQuery, { a, c: '11' }),
      await other.call(foldersQuery, { a, c: '11', p: '2101' }),
      await other.call(disconnectMutation, { a }),
    ]) {
      expect(answer.errors?.[0]).toMatchObject({
        message: procoreMessages.accountNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect((await owner.ok(accountsQuery)).ListProcoreAccounts).toHaveLength(1);
    const signedOut = await new ApiClient(app.url).call(accountsQuery);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('disconnects an account: gone from the list and from the database', async () => {
    const client = await signedIn(app);
    await connectAccount(client);
    const a = (await client.ok(accountsQuery)).ListProcoreAccounts[0]!.id;
    expect((await client.ok(disconnectMutation, { a })).disconnectProcoreAccount).toBe(true);
    expect((await client.ok(accountsQuery)).ListProcoreAccounts).toEqual([]);
    expect(await storedTokens(a)).toBeUndefined();
    const again = await client.call(companiesQuery, { a });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Procore on a server without it', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('is not offered, and says so', async () => {
    const client = await signedIn(app);
    expect((await client.ok(statusQuery)).systemStatus.procoreEnabled).toBe(false);
    for (const answer of [
      await client.call(accountsQuery),
      await client.call(graphql(`query ProcoreAuthUrlUnconfigured { getProcoreAuthUrl }`)),
      await client.call(companiesQuery, { a: 'any' }),
    ]) {
      expect(answer.errors?.[0]?.message).toBe('Procore is not configured on this server.');
    }
  });
});
