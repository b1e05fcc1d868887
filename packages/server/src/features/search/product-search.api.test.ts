import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  type CollectionFixture,
  collectionCalls,
  collectionFixture,
} from '../schedule/collection.test-support.ts';
import { searchProductsQuery } from './search.test-support.ts';

describe('searching products', () => {
  let app: TestApp;
  let library: CollectionFixture;
  const ids: Record<string, string> = {};

  const search = async (q: string, more: Record<string, unknown> = {}) =>
    (await library.client.ok(searchProductsQuery, { w: library.workspaceId, q, ...more }))
      .searchProductsV3;
  const found = async (q: string, more: Record<string, unknown> = {}) =>
    (await search(q, more)).data.map((hit) => hit.cells.model as string).sort();

  beforeAll(async () => {
    app = await startTestApp();
    library = await collectionFixture(app, 'search-products');
    const products = {
      facade: {
        manufacturer: 'Lumenpulse',
        model: 'Lumenfacade',
        description: 'Linear wall grazer 3000K 90 CRI',
        wattage: '12',
        lumens: '900',
      },
      beam: {
        manufacturer: 'Lumenpulse',
        model: 'Lumenbeam',
        description: 'Projector 4000K 80 CRI',
        wattage: '20',
        lumens: '1500',
      },
      evo: {
        manufacturer: 'Acuity',
        model: 'Gotham Evo',
        description: 'Downlight 3000K 80 CRI, 4 ft',
        wattage: '8',
        lumens: '700',
      },
      quint: {
        manufacturer: 'Erco',
        model: 'Quintessence',
        description: 'Downlight 2700K 92 CRI',
        wattage: '10',
        lumens: '1000',
      },
      other: {
        manufacturer: 'Other',
        model: 'Retrofit',
        description: 'Replaces a Lumenpulse fitting',
      },
    };
    for (const [name, cells] of Object.entries(products))
      ids[name] = (await library.create(cells)).id;
  });
  afterAll(() => app.stop());

  it('finds whole words in full match, and parts of words only in part match', async () => {
    expect(await found('downlight', { match: 'FULL' })).toEqual(['Gotham Evo', 'Quintessence']);
    expect(await found('lumen', { match: 'FULL' })).toEqual([]);
    expect(await found('lumen', { match: 'PART' })).toEqual([
      'Lumenbeam',
      'Lumenfacade',
      'Retrofit',
    ]);
    expect(await found('UMENB', { match: 'PART' })).toEqual(['Lumenbeam']);
    // One or two letters match at the start of a word only.
    expect(await found('go', { match: 'PART' })).toEqual(['Gotham Evo']);
    expect(await found('th', { match: 'PART' })).toEqual([]);
  });

  it('finds a word with one typo in fuzzy match and not in full match, and says which word it matched', async () => {
    expect(await found('quintesence', { match: 'FULL' })).toEqual([]);
    const fuzzy = await search('quintesence', { match: 'FUZZY' });
    expect(fuzzy.data.map((hit) => hit.cells.model)).toEqual(['Quintessence']);
    expect(fuzzy.terms).toContain('quintessence');
    // Two edits away is not a typo; short words must match as they are.
    expect(await found('quintesens', { match: 'FUZZY' })).toEqual([]);
    expect(await found('erko', { match: 'FUZZY' })).toEqual(['Quintessence']);
    expect(await found('evo', { match: 'FUZZY' })).toEqual(['Gotham Evo']);
    expect(await found('eva', { match: 'FUZZY' })).toEqual([]);
  });

  it("reads '3000K 90 CRI' as two filters that must both hold", async () => {
    const answer = await search('3000K 90 CRI');
    expect(answer.data.map((hit) => hit.cells.model)).toEqual(['Lumenfacade']);
    expect(answer.data[0]).toMatchObject({ cct: [3000], cri: 90 });
    expect(answer.understood).toEqual([
      { kind: 'filter', text: '3000K', label: 'CCT 3000 K' },
      { kind: 'filter', text: '90 CRI', label: 'CRI ≥ 90' },
    ]);
    expect(await found('downlight 3000K')).toEqual(['Gotham Evo']);
  });

  it('reads comparisons and lengths as filters on their columns', async () => {
    expect(await found('> 800 lm')).toEqual(['Lumenbeam', 'Lumenfacade', 'Quintessence']);
    expect(await found('<= 10 W')).toEqual(['Gotham Evo', 'Quintessence']);
    expect(await found('4 ft')).toEqual(['Gotham Evo']);
    expect(
      await found('', { filters: { manufacturer: ['LUMENPULSE'], lumens: { lt: 1000 } } }),
    ).toEqual(['Lumenfacade']);
    expect(await found('', { filters: { efficacy: { gte: 90 } } })).toEqual(['Quintessence']);
  });

  it('ranks a word in what identifies a product above the same word in its description', async () => {
    const answer = await search('lumenpulse', { match: 'FULL', sort: { field: 'NAME' } });
    expect(answer.data.map((hit) => hit.cells.model)).toEqual([
      'Lumenbeam',
      'Lumenfacade',
      'Retrofit',
    ]);
    expect(answer.data[0]!.relevance).toBeGreaterThan(answer.data[2]!.relevance);
    const byPrice = await search('', {
      filters: { manufacturer: ['Lumenpulse'] },
      sort: { field: 'WATTAGE', descending: true },
    });
    expect(byPrice.data.map((hit) => hit.cells.model)).toEqual(['Lumenbeam', 'Lumenfacade']);
  });

  it('sees every change of a product at once: an edit, a delete, a restore', async () => {
    const ws = library.workspaceId;
    const evo = { id: ids.evo! };
    await library.client.ok(collectionCalls.updateCell, {
      c: library.collectionId,
      w: ws,
      row: evo.id,
      col: 'model',
      value: 'Gotham Aurora',
      version: '1.0',
    });
    expect(await found('aurora', { match: 'FULL' })).toEqual(['Gotham Aurora']);
    expect(await found('evo', { match: 'FULL' })).toEqual([]);
    await library.client.ok(collectionCalls.delete, {
      c: library.collectionId,
      w: ws,
      row: evo.id,
    });
    expect(await found('aurora', { match: 'FULL' })).toEqual([]);
    await library.client.ok(collectionCalls.restore, {
      c: library.collectionId,
      w: ws,
      rows: [evo.id],
    });
    expect(await found('aurora', { match: 'FULL' })).toEqual(['Gotham Aurora']);
  });

  it('refuses a query too long and a scrollID it did not give, and changes nothing', async () => {
    const long = await library.client.call(searchProductsQuery, {
      w: library.workspaceId,
      q: 'x'.repeat(201),
    });
    expect(long.errors?.[0]?.message).toBe('A search can be at most 200 characters long.');
    const forged = await library.client.call(searchProductsQuery, {
      w: library.workspaceId,
      q: 'lumen',
      scroll: Buffer.from(JSON.stringify(['not-a-search', 100])).toString('base64url'),
    });
    expect(forged.errors?.[0]?.message).toBe('This search has expired; search again to see more.');
    const broken = await library.client.call(searchProductsQuery, {
      w: library.workspaceId,
      q: 'lumen',
      scroll: '%%',
    });
    expect(broken.errors?.[0]?.message).toMatch(/not valid/);
  });
});
