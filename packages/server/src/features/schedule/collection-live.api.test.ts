import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';
import { collectionCalls as calls, collectionFixture } from './collection.test-support.ts';

const changesSubscription = `subscription CollectionRowsChanged($c: ID, $w: ID!) {
  onScheduleRowsChanged(collectionId: $c, workspaceId: $w) { kind row rows rowIds } }`;

describe('live products of a collection', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('tells a reader of the collection of products added, changed and deleted', async () => {
    const products = await collectionFixture(app, 'live');
    const reader = await products.member('viewer');
    const changes = watchSubscription(
      app.url,
      { authorization: `Bearer ${reader.client.accessToken}` },
      changesSubscription,
      products.ids,
    );
    expect((await changes.until(1))[0]?.data?.onScheduleRowsChanged.kind).toBe('subscribed');
    const row = await products.create({ model: 'Linear' });
    await products.client.ok(calls.updateCell, {
      ...products.ids,
      row: row.id,
      col: 'model',
      value: 'Linear 2',
      version: '1.0',
    });
    await products.client.ok(calls.delete, { ...products.ids, row: row.id });
    const events = (await changes.until(4)).map((event) => event.data?.onScheduleRowsChanged);
    expect(events.slice(1)).toEqual([
      expect.objectContaining({ kind: 'put', row: expect.objectContaining({ id: row.id }) }),
      expect.objectContaining({
        kind: 'put',
        row: expect.objectContaining({ cells: expect.objectContaining({ model: 'Linear 2' }) }),
      }),
      expect.objectContaining({ kind: 'deleted', rowIds: [row.id] }),
    ]);
    await changes.dispose();
  });

  it('refuses the stream to someone of another workspace', async () => {
    const products = await collectionFixture(app, 'live');
    const stranger = new ApiClient(app.url);
    await signUpAndSignIn(app, stranger, `live.stranger.${Date.now()}@example.com`);
    const changes = watchSubscription(
      app.url,
      { authorization: `Bearer ${stranger.accessToken}` },
      changesSubscription,
      products.ids,
    );
    await changes.ended;
    expect(changes.events).toEqual([
      { errors: [expect.objectContaining({ message: 'Collection not found.' })] },
    ]);
    await changes.dispose();
  });

  it('announces the collection’s new products count to its workspace', async () => {
    const products = await collectionFixture(app, 'live');
    const heard = app.platform.pubsub.subscribe('collections.changed', products.workspaceId);
    const next = heard.next();
    await products.create({ model: 'Track' });
    expect((await next).value).toMatchObject({
      collectionId: products.collectionId,
      status: 'active',
    });
    await heard.return?.();
  });
});
