import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { parseAdminCommand, runAdminCommand, UsageError } from './admin-commands.ts';

describe('operator commands', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('turns a feature flag on, with a typed value, and the API lists it so', async () => {
    const run = (args: string[], options: Record<string, string> = {}) =>
      runAdminCommand(app.platform.database, parseAdminCommand(args, options));
    expect(await run(['flags', 'set', 'corePackageUpdates', 'on'])).toBe(
      'Flag corePackageUpdates is on.',
    );
    await run(['flags', 'set', 'collectionPageSize', 'on'], { value: '100', type: 'integer' });
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'flag.reader@example.com');
    const { ListFeatureFlags } = await client.ok(
      graphql(
        `query AdminCommandsListFeatureFlags { ListFeatureFlags { name enabled value { type integer } } }`,
      ),
    );
    expect(ListFeatureFlags).toEqual(
      expect.arrayContaining([
        { name: 'corePackageUpdates', enabled: true, value: null },
        { name: 'collectionPageSize', enabled: true, value: { type: 'integer', integer: 100 } },
      ]),
    );
  });

  it('puts a workspace in read-only mode and changes its licences', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'operator.target@example.com');
    const [workspace] = (
      await client.ok(graphql(`query AdminCommandsListMyWorkspaces { listMyWorkspaces { id } }`))
    ).listMyWorkspaces;
    const run = (args: string[], options: Record<string, string> = {}) =>
      runAdminCommand(app.platform.database, parseAdminCommand(args, options));
    await run(['workspace', workspace!.id, 'status', 'paidFailed']);
    await run(['workspace', workspace!.id, 'licences'], { free: '12', guests: '0' });
    const { getWorkspace } = await client.ok(
      graphql(
        `query AdminCommandsGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { status freeLicenses guestLicenseLimit readOnlyMessage } }`,
      ),
      { w: workspace!.id },
    );
    expect(getWorkspace).toMatchObject({
      status: 'paidFailed',
      freeLicenses: 12,
      guestLicenseLimit: 0,
    });
    expect(getWorkspace!.readOnlyMessage).toMatch(/Read-Only mode/);
  });

  it('refuses an unclear command with the usage, and an unknown workspace by name', async () => {
    expect(() => parseAdminCommand(['workspace', 'w1', 'plan', 'gold'], {})).toThrow(UsageError);
    expect(() => parseAdminCommand(['flags', 'set', 'x', 'maybe'], {})).toThrow(/on, off/);
    await expect(
      runAdminCommand(
        app.platform.database,
        parseAdminCommand(['workspace', 'missing', 'plan', 'premium'], {}),
      ),
    ).rejects.toThrow('No workspace has the id missing.');
  });
});
