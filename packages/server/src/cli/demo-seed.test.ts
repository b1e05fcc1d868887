import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signInMutation } from '../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { demoAccount, seedDemo } from './demo-seed.ts';

describe('demo data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('gives a demo user a premium workspace with two sample projects, once', async () => {
    expect(await seedDemo(app.platform.database)).toMatch(/^Demo ready/);
    expect(await seedDemo(app.platform.database)).toMatch(/nothing changed/);
    const client = new ApiClient(app.url);
    const { signIn } = await client.ok(signInMutation, {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    expect(signIn.session.user.profileComplete).toBe(true);
    client.accessToken = signIn.session.accessToken;
    const [workspace] = (await client.ok('{ listMyWorkspaces { id name workspaceType } }'))
      .listMyWorkspaces;
    expect(workspace).toMatchObject({ name: 'Northlight Studio', workspaceType: 'premium' });
    const { getSortedUserProjectsV2 } = await client.ok(
      'query ($w: ID!) { getSortedUserProjectsV2(workspaceId: $w, orderBy: projectName) { data { title } } }',
      { w: workspace.id },
    );
    expect(getSortedUserProjectsV2.data).toEqual([
      { title: 'NL-2411 - Harbourfront Hotel - Design Development' },
      { title: 'NL-2417 - Riverside Public Library - Construction Documents' },
    ]);
  });
});
