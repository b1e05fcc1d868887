import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { acceptInvitation } from '../../../test/support/invitations.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const updateProfile = graphql(`mutation UpdateUserProfile($input: UpdateUserProfileInput!) {
  updateUserProfile(input: $input) {
    name company location projectTeamRole profileComplete
    picture { key url thumbnails { small full } }
  }
}`);

async function uploadPng(app: TestApp, client: ApiClient, name: string) {
  const png = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 4,
      background: { r: 20, g: 90, b: 200, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  const response = await fetch(`${app.url}/files`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${client.accessToken}`,
      'content-type': 'image/png',
      'x-file-name': encodeURIComponent(name),
    },
    body: png,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

describe('profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('is complete once name, company, project team role and location are filled in', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'profile@example.com');
    const partial = await client.ok(updateProfile, {
      input: { name: 'Ada', company: 'Lumen & Co', projectTeamRole: 'Lighting Designer' },
    });
    expect(partial.updateUserProfile.profileComplete).toBe(false);
    const complete = await client.ok(updateProfile, { input: { location: 'Toronto, Canada' } });
    expect(complete.updateUserProfile).toMatchObject({
      name: 'Ada',
      company: 'Lumen & Co',
      location: 'Toronto, Canada',
      profileComplete: true,
    });
  });

  it('takes an uploaded image as picture, with its thumbnails, and refuses another user’s file', async () => {
    const owner = new ApiClient(app.url);
    await signUpAndSignIn(app, owner, 'pictured@example.com');
    const key = await uploadPng(app, owner, 'me.png');
    const { updateUserProfile } = await owner.ok(updateProfile, { input: { picture: key } });
    expect(updateUserProfile.picture!.key).toBe(key);
    const thumbnail = await fetch(`${app.url}${updateUserProfile.picture!.thumbnails.small}`);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(64);

    const stranger = new ApiClient(app.url);
    await signUpAndSignIn(app, stranger, 'stranger@example.com');
    const refused = await stranger.call(updateProfile, { input: { picture: key } });
    expect(refused.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const cleared = await owner.ok(updateProfile, { input: { picture: null } });
    expect(cleared.updateUserProfile.picture).toBeNull();
  });

  it('refuses a sorting mode it does not know with the spec’s message', async () => {
    const client = new ApiClient(app.url);
    await signUpAndSignIn(app, client, 'sorter@example.com');
    const answer = await client.call(updateProfile, { input: { projectSortingMode: 'random' } });
    expect(answer.errors?.[0].message).toBe('Please provide right sorting order type');
  });

  it('answers the country of the preferred language region', async () => {
    const client = new ApiClient(app.url, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    await signUpAndSignIn(app, client, 'country@example.com');
    expect(await client.ok(graphql(`query GetUserCountryCode { getUserCountryCode }`))).toEqual({
      getUserCountryCode: 'CA',
    });
  });

  it('is not readable signed out', async () => {
    const answer = await new ApiClient(app.url).call(
      graphql(`query GetUserProfile { getUserProfile { id } }`),
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Please sign in to continue.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('shows a person found by e-mail only to someone who shares a workspace with them (issue 17, item 9)', async () => {
    const byEmail = graphql(
      `query GetUserProfileByEmail($e: String!) { getUserProfileByEmail(email: $e) { name company } }`,
    );
    const asker = new ApiClient(app.url);
    await signUpAndSignIn(app, asker, 'asker.by-email@example.com');
    const stranger = new ApiClient(app.url);
    await signUpAndSignIn(app, stranger, 'stranger.by-email@example.com');
    await stranger.ok(updateProfile, { input: { company: 'Secret Lighting Ltd' } });

    // Not a colleague: the same answer as for an address with no account.
    expect(
      (await asker.ok(byEmail, { e: 'stranger.by-email@example.com' })).getUserProfileByEmail,
    ).toBeNull();
    expect(
      (await asker.ok(byEmail, { e: 'nobody.by-email@example.com' })).getUserProfileByEmail,
    ).toBeNull();

    // Once in one workspace, they are found.
    const [workspace] = (
      await asker.ok(graphql(`query ProfileApiListMyWorkspaces { listMyWorkspaces { id } }`))
    ).listMyWorkspaces;
    await asker.ok(
      graphql(
        `mutation ProfileApiInviteToWorkspace($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e }]) { usedLicenses } }`,
      ),
      { w: workspace!.id, e: 'stranger.by-email@example.com' },
    );
    await acceptInvitation(stranger, workspace!.id);
    expect(
      (await asker.ok(byEmail, { e: 'stranger.by-email@example.com' })).getUserProfileByEmail,
    ).toMatchObject({ company: 'Secret Lighting Ltd' });
  });
});
