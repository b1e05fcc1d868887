import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signUpAndSignIn } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { getPath, onePagePdf, postFile } from '../files/files.test-support.ts';
import { collectionFixture } from './collection.test-support.ts';

const linksQuery = `query CollectionFileLinks($c: ID, $w: ID!, $keys: [String!]!) {
  getFileLinks(workspaceId: $w, collectionId: $c, keys: $keys) { key url } }`;

describe('files in a collection’s product cells', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('a spec sheet uploaded into a product is downloaded by a reader of the collection, not by a stranger', async () => {
    const products = await collectionFixture(app, 'files');
    const pdf = onePagePdf();
    const posted = await postFile(app.url, pdf, {
      name: 'DL-4 spec sheet.pdf',
      type: 'application/pdf',
      token: products.client.accessToken,
    });
    expect(posted.status).toBe(201);
    const key = posted.json().key as string;
    const sent = [{ key, filename: 'sheet.pdf', type: 'application/pdf', size: pdf.length }];
    const row = await products.create({ model: 'DL-4', image: sent });
    expect(row.cells.image).toEqual([
      expect.objectContaining({ key, filename: 'DL-4 spec sheet.pdf', type: 'application/pdf' }),
    ]);

    const reader = await products.member('viewer');
    const { getFileLinks } = await reader.client.ok(linksQuery, { ...products.ids, keys: [key] });
    expect(getFileLinks).toHaveLength(1);
    const download = await getPath(app.url, getFileLinks[0].url);
    expect(download.status).toBe(200);
    expect(download.body.equals(pdf)).toBe(true);

    const stranger = new ApiClient(app.url);
    await signUpAndSignIn(app, stranger, `files.stranger.${Date.now()}@example.com`);
    const refused = await stranger.call(linksQuery, { ...products.ids, keys: [key] });
    expect(refused.errors?.[0]?.message).toBe('Collection not found.');
  });

  it('a key the collection’s products never held is not a way to a file', async () => {
    const products = await collectionFixture(app, 'files');
    const other = await collectionFixture(app, 'files');
    const posted = await postFile(app.url, onePagePdf(), {
      name: 'secret.pdf',
      type: 'application/pdf',
      token: other.client.accessToken,
    });
    const key = posted.json().key as string;
    const sent = [{ key, filename: 'secret.pdf', type: 'application/pdf', size: 10 }];
    const refused = await products.client.call(
      `mutation CollectionAttach($c: ID, $w: ID!, $cells: JSON) { createEmptyRow(collectionId: $c, workspaceId: $w, cells: $cells) }`,
      { ...products.ids, cells: { image: sent } },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const { getFileLinks } = await products.client.ok(linksQuery, { ...products.ids, keys: [key] });
    expect(getFileLinks).toEqual([]);
    expect(await products.productsCount()).toBe(0);
  });
});
