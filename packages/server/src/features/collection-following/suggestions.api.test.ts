import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signedUp } from '../collections/collections.test-support.ts';
import { followingCalls as calls, followingFixture, refusal } from './following.test-support.ts';

const notFound = 'Collection not found.';

describe('suggesting a collection by e-mail', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('mails the person, who reads it, finds it in their suggestions and follows or copies it', async () => {
    const f = await followingFixture(app, 'suggest');
    const { a, b, bViewer, ids } = f;
    const answer = (
      await a.owner.client.ok(calls.suggest, {
        ...ids,
        email: `${bViewer.email}, ${b.owner.email}`,
        message: 'Our new track range',
      })
    ).suggestCollection;
    expect(answer).toEqual([
      { email: bViewer.email, suggested: true, errorType: null, message: null },
      { email: b.owner.email, suggested: true, errorType: null, message: null },
    ]);
    const mail = await waitForMail(app, bViewer.email, (text) =>
      text.includes('suggested the collection'),
    );
    expect(mail.subject).toContain('suggested Track lights to you');
    expect(mail.text_body).toContain('wrote:\n> Our new track range');
    expect(mail.text_body).toContain(`/collection/${ids.c}`);

    const mine = (await bViewer.client.ok(calls.suggestions)).listMyCollectionSuggestions.data;
    expect(mine).toEqual([
      expect.objectContaining({
        collectionId: ids.c,
        collectionName: 'Track lights',
        collection: expect.objectContaining({ myRole: 'follower', collectionGroup: 'suggestion' }),
        emailMessage: 'Our new track range',
        status: 'active',
        becamePrivate: false,
        message: null,
      }),
    ]);
    const inB = { w: b.w, c: ids.c };
    expect((await bViewer.client.ok(calls.info, inB)).getLibraryCollectionInfo).toMatchObject({
      myRole: 'follower',
      suggested: true,
      collectionGroup: 'suggestion',
    });
    const groups = (await bViewer.client.ok(calls.groups, { w: b.w, groups: ['suggestion'] }))
      .listMyCollectionsV2;
    expect(groups[0]!.data.map((c) => c.name)).toEqual(['Track lights']);

    // Suggesting again answers 'Suggestion Exists' until forced; nothing is mailed meanwhile.
    const again = (await a.owner.client.ok(calls.suggest, { ...ids, email: bViewer.email }))
      .suggestCollection;
    expect(again).toEqual([
      {
        email: bViewer.email,
        suggested: false,
        errorType: 'Suggestion Exists',
        message: `This collection was already suggested (${bViewer.email})`,
      },
    ]);
    const forced = (
      await a.owner.client.ok(calls.suggest, { ...ids, email: bViewer.email, force: true })
    ).suggestCollection;
    expect(forced[0]!.suggested).toBe(true);
    expect(
      (await bViewer.client.ok(calls.suggestions)).listMyCollectionSuggestions.data,
    ).toHaveLength(1);

    // The viewer copies it into their own workspace: the suggestion leaves their list.
    const copy = (
      await bViewer.client.ok(calls.copy, { w: bViewer.ownWorkspaceId, c: ids.c, suggested: true })
    ).copyCollection;
    expect(copy.collection).toEqual({ name: 'Track lights', productsCount: 1 });
    expect((await bViewer.client.ok(calls.suggestions)).listMyCollectionSuggestions.data).toEqual(
      [],
    );
    // B's owner follows it into B: theirs leaves too.
    await b.owner.client.ok(calls.follow, inB);
    expect((await b.owner.client.ok(calls.suggestions)).listMyCollectionSuggestions.data).toEqual(
      [],
    );
  });

  it('is ignored away, refused when locked, and says so when the collection became private', async () => {
    const f = await followingFixture(app, 'ignore');
    const { a, ids } = f;
    const c = await signedUp(app, 'ignore.c');
    const d = await signedUp(app, 'ignore.d');
    const fromOwn = (person: typeof c) => ({ w: person.ownWorkspaceId, c: ids.c });
    await a.owner.client.ok(calls.suggest, { ...ids, email: `${c.email}; ${d.email}` });
    const suggestion = (await c.client.ok(calls.suggestions)).listMyCollectionSuggestions.data[0]!;
    expect(await refusal(d.client, calls.ignore, { id: suggestion.id })).toMatchObject({
      message: 'Suggestion not found.',
    });
    expect((await c.client.ok(calls.ignore, { id: suggestion.id })).ignoreSuggestion).toBe(true);
    expect((await c.client.ok(calls.suggestions)).listMyCollectionSuggestions.data).toEqual([]);
    expect(await refusal(c.client, calls.info, fromOwn(c))).toMatchObject({ message: notFound });

    await a.owner.client.ok(calls.updateOptions, { ...ids, type: 'private' });
    const [privateOne] = (await d.client.ok(calls.suggestions)).listMyCollectionSuggestions.data;
    expect(privateOne).toMatchObject({
      collectionName: 'Track lights',
      collection: null,
      becamePrivate: true,
      message: 'This collection became private. You can ignore the suggestion or keep it.',
    });
    expect(await refusal(d.client, calls.info, fromOwn(d))).toMatchObject({ message: notFound });
    expect(await refusal(a.owner.client, calls.suggest, { ...ids, email: c.email })).toMatchObject({
      message: 'This collection is private and cannot be followed or suggested.',
    });

    await a.owner.client.ok(calls.updateOptions, { ...ids, type: 'unlisted' });
    // A list that cannot be read is refused whole.
    expect(
      await refusal(a.owner.client, calls.suggest, { ...ids, email: 'a@x.io, "Broken <b@x.io' }),
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    await a.owner.client.ok(calls.updateOptions, { ...ids, locked: true });
    expect(await refusal(a.owner.client, calls.suggest, { ...ids, email: c.email })).toMatchObject({
      message: 'Collection is locked to workspace and cannot be suggested to new followers',
    });
    expect((await c.client.ok(calls.suggestions)).listMyCollectionSuggestions.data).toEqual([]);
  });
});

describe('sharing options and the shared link', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('are changed by its creators only; a reset link no longer reads the collection', async () => {
    const f = await followingFixture(app, 'sharing');
    const { a, ids, stranger } = f;
    const editor = await a.member('editor');
    const viewer = await a.member('viewer');
    for (const person of [editor, viewer]) {
      expect(
        (await refusal(person.client, calls.switchType, { ...ids, type: 'private', enabled: true }))
          ?.code,
      ).toBe('FORBIDDEN');
      expect((await refusal(person.client, calls.resetLink, ids))?.code).toBe('FORBIDDEN');
      expect(
        (await refusal(person.client, calls.updateOptions, { ...ids, locked: true }))?.code,
      ).toBe('FORBIDDEN');
    }
    const switched = (
      await a.owner.client.ok(calls.switchType, { ...ids, type: 'unlistedPublish', enabled: true })
    ).switchTypeSharing;
    expect(switched.type).toBe('unlistedPublish');
    const token = switched.sharedLink!.accessToken;
    const updated = (
      await a.owner.client.ok(calls.updateLink, { ...ids, mode: 'restricted', fields: ['model'] })
    ).updateCollectionSharedLink;
    expect(updated).toMatchObject({
      accessToken: token,
      mode: 'restricted',
      fieldsToShow: ['model'],
    });
    expect(updated.url).toContain(`accessToken=${token}`);
    expect(
      await refusal(a.owner.client, calls.updateLink, { ...ids, mode: 'everything' }),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect((await viewer.client.ok(calls.link, ids)).getCollectionSharedLink!.accessToken).toBe(
      token,
    );

    // The holder of the link reads it from their own workspace, as a follower.
    const own = { w: stranger.ownWorkspaceId, c: ids.c };
    expect(
      (await stranger.client.ok(calls.info, { ...own, token })).getLibraryCollectionInfo.myRole,
    ).toBe('follower');
    const reset = (await a.owner.client.ok(calls.resetLink, ids)).resetCollectionSharedLink;
    expect(reset.accessToken).not.toBe(token);
    expect(await refusal(stranger.client, calls.info, { ...own, token })).toMatchObject({
      message: notFound,
    });
    await stranger.client.ok(calls.info, { ...own, token: reset.accessToken });
    // Private: the link reads nothing and is not shown.
    const closed = (
      await a.owner.client.ok(calls.switchType, { ...ids, type: 'unlistedPublish', enabled: false })
    ).switchTypeSharing;
    expect(closed).toEqual({ type: 'private', sharedLink: null });
    expect(
      await refusal(stranger.client, calls.info, { ...own, token: reset.accessToken }),
    ).toMatchObject({
      message: notFound,
    });
  });

  it('sends the products to a trade-show visitor', async () => {
    const f = await followingFixture(app, 'tradeshow');
    const { a, ids } = f;
    const visitor = 'visitor.tradeshow@example.com';
    expect(
      (
        await a.owner.client.ok(calls.tradeShow, {
          ...ids,
          email: visitor,
          message: 'Nice to meet you',
        })
      ).tradeShowSendEmail,
    ).toBe(true);
    const mail = await waitForMail(app, visitor);
    expect(mail.text_body).toContain('Manufacturer: Lumo');
    expect(mail.text_body).toContain('Model: T-100');
    expect(mail.text_body).toContain('Product URL: https[:]//lumo[.]example/t100');
    expect(mail.text_body).toContain('> Nice to meet you');
    expect(
      await refusal(a.owner.client, calls.tradeShow, { ...ids, email: visitor, ids: ['nope'] }),
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(
      await refusal(a.owner.client, calls.tradeShow, { ...ids, email: 'not-an-address' }),
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    const viewer = await a.member('viewer');
    expect((await refusal(viewer.client, calls.tradeShow, { ...ids, email: visitor }))?.code).toBe(
      'FORBIDDEN',
    );
  });
});
