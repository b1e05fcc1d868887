import { licenceLimitMessage, usersLimitMessage } from '@specboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { waitForMail } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  newEmail,
  sharingFixture,
  suggestMisspeltMutation,
  suggestMutation,
} from './sharing.test-support.ts';

const guestsQuery = graphql(
  `query LimitsApiGetWorkspace($w: ID!) { getWorkspace(workspaceId: $w) { usedGuestLicenses guestLicenseLimit } }`,
);
const notificationsQuery = graphql(
  `query LimitsApiMyNotifications { myNotifications { items { kind resourceId excerpt link actor { id } } } }`,
);

const emails = (count: number, name: string) => Array.from({ length: count }, () => newEmail(name));

describe('the limits of sharing', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('lets guests in up to the guest licence limit exactly, and refuses a batch past it whole', async () => {
    const f = await sharingFixture(app);
    await app.platform.database.executeSql(
      'update workspaces set guest_license_limit = 2 where id = $1',
      [f.ids.w],
    );
    const two = await f.manage({ invite: emails(2, 'guest').map((email) => ({ email })) });
    expect(two.errors).toBeUndefined();
    expect((await f.client.ok(guestsQuery, { w: f.ids.w })).getWorkspace).toEqual({
      usedGuestLicenses: 2,
      guestLicenseLimit: 2,
    });

    const member = await f.member('viewer');
    const [third] = emails(1, 'third');
    const refused = await f.manage({
      create: [{ userId: member.userId, type: 'editor' }],
      invite: [{ email: third }],
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: licenceLimitMessage(2, 2),
      extensions: { code: 'LIMIT_REACHED', reason: 'guestLimit', used: 2, limit: 2 },
    });
    const people = (await f.permissions()).map((p) => p.userInfo.email);
    expect(people).toHaveLength(3);
    expect(people).not.toContain(third);
    expect(people).not.toContain(member.email);
    expect((await f.client.ok(guestsQuery, { w: f.ids.w })).getWorkspace!.usedGuestLicenses).toBe(
      2,
    );

    // Members of the workspace take no guest licence.
    const members = await f.manage({ create: [{ userId: member.userId, type: 'editor' }] });
    expect(members.errors).toBeUndefined();
    await app.platform.database.executeSql(
      'update workspaces set unlimited_users = true where id = $1',
      [f.ids.w],
    );
    expect((await f.manage({ invite: [{ email: third }] })).errors).toBeUndefined();
  });

  it('holds a request for an invite to the member cap of 6, counting who is on the project', async () => {
    const f = await sharingFixture(app);
    const viewer = await f.member('viewer');
    await f.manage({ create: [{ userId: viewer.userId, type: 'viewer' }] });
    // Two on the project: four more fit, five do not.
    const five = emails(5, 'cap');
    const refused = await viewer.client.call(suggestMutation, {
      ...f.ids,
      emails: five,
      type: 'editor',
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: usersLimitMessage(1, 6),
      extensions: { code: 'LIMIT_REACHED', reason: 'memberCap', limit: 6 },
    });
    const four = five.slice(0, 4);
    const sent = await viewer.client.ok(suggestMutation, {
      ...f.ids,
      emails: [four.join(', '), 'nonsense'],
      type: 'editor',
    });
    expect(sent.suggestCollaborator).toEqual({
      projectId: f.ids.p,
      usersToInvite: four,
      type: 'editor',
      wrongEmails: ['nonsense'],
    });
  });

  it('asks every creator, by mail and in the app, with a link to the filled share dialog', async () => {
    const f = await sharingFixture(app);
    const second = await f.member('editor');
    await f.manage({ create: [{ userId: second.userId, type: 'creator' }] });
    const viewer = await f.member('viewer');
    const wanted = emails(2, 'wanted');
    const answer = await viewer.client.ok(suggestMisspeltMutation, {
      ...f.ids,
      emails: wanted,
    });
    expect(answer.suggestColloborator).toMatchObject({ usersToInvite: wanted, type: 'viewer' });
    const link =
      `/workspace/${f.ids.w}/projects/${f.ids.p}?action=invite&email=` +
      `${encodeURIComponent(wanted.join(','))}&type=viewer`;
    for (const creator of [f.email, second.email]) {
      const mail = await waitForMail(app, creator, (text) => text.includes('asks you to invite'));
      expect(mail.subject).toBe('Test User asks you to invite people to Harbour Hotel');
      expect(mail.text_body).toContain(link);
    }
    const bell = (await f.client.ok(notificationsQuery)).myNotifications.items;
    expect(bell[0]).toMatchObject({
      kind: 'inviteRequest',
      resourceId: f.ids.p,
      excerpt: `Asks you to invite ${wanted.join(', ')}`,
      link,
    });
    const byCreator = await f.client.call(suggestMutation, { ...f.ids, emails: wanted });
    expect(byCreator.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
