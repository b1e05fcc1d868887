import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { type CollectionFixture, collectionFixture } from '../schedule/collection.test-support.ts';
import { searchCollectionsQuery, searchProductsQuery } from './search.test-support.ts';

const queries = [
  'canary',
  'CANARY',
  'canar',
  'cnary',
  'lumenpulse',
  'lumenpulze',
  '3000K 90 CRI',
  '> 800 lm',
  '4 ft',
  '',
];
const modes = ['FULL', 'PART', 'FUZZY'] as const;

describe("a second workspace's products", () => {
  let app: TestApp;
  let mine: CollectionFixture;
  let theirs: CollectionFixture;
  let canaryIds: Set<string>;

  /** Every hit of a search, through all its pages. */
  async function everyHit(variables: Record<string, unknown>) {
    const hits: { id: string; collectionId: string }[] = [];
    let scroll: string | null | undefined;
    do {
      const page = (
        await mine.client.ok(searchProductsQuery, {
          w: mine.workspaceId,
          q: '',
          limit: 2,
          ...variables,
          scroll,
        })
      ).searchProductsV3;
      hits.push(...page.data);
      scroll = page.scrollID;
    } while (scroll);
    return hits;
  }

  beforeAll(async () => {
    app = await startTestApp();
    mine = await collectionFixture(app, 'search-mine');
    theirs = await collectionFixture(app, 'search-theirs');
    const lamp = {
      manufacturer: 'Lumenpulse',
      description: 'Downlight 3000K 90 CRI, 4 ft',
      lumens: '900',
      wattage: '10',
    };
    for (const model of ['Alpha', 'Beta', 'Gamma']) await mine.create({ ...lamp, model });
    const canaries = await Promise.all(
      ['Canary', 'Canary Two'].map((model) => theirs.create({ ...lamp, model })),
    );
    canaryIds = new Set(canaries.map((row) => row.id));
  });
  afterAll(() => app.stop());

  it('never appear in any mode, filter or page', async () => {
    const filters = [
      undefined,
      { collectionIds: [theirs.collectionId] },
      { collectionIds: [theirs.collectionId, mine.collectionId] },
      { manufacturer: ['Lumenpulse'], lumens: { gt: 800 } },
    ];
    let searched = 0;
    for (const q of queries) {
      for (const match of modes) {
        for (const filter of filters) {
          const hits = await everyHit({ q, match, filters: filter });
          searched++;
          for (const hit of hits) {
            expect(hit.collectionId).toBe(mine.collectionId);
            expect(canaryIds.has(hit.id)).toBe(false);
          }
        }
      }
    }
    expect(searched).toBe(queries.length * modes.length * filters.length);
    // The same searches do find the canaries for their own workspace.
    const own = await theirs.client.ok(searchProductsQuery, {
      w: theirs.workspaceId,
      q: 'canary',
      match: 'FULL',
    });
    expect(own.searchProductsV3.data.map((hit) => hit.id).sort()).toEqual([...canaryIds].sort());
  });

  it('are not told of even by the words a typo matched', async () => {
    const answer = await mine.client.ok(searchProductsQuery, {
      w: mine.workspaceId,
      q: 'canarx',
      match: 'FUZZY',
    });
    expect(answer.searchProductsV3.data).toEqual([]);
    expect(answer.searchProductsV3.terms).toEqual(['canarx']);
    const own = await theirs.client.ok(searchProductsQuery, {
      w: theirs.workspaceId,
      q: 'canarx',
      match: 'FUZZY',
    });
    expect(own.searchProductsV3.terms).toEqual(['canarx', 'canary']);
  });

  it("are refused through the other workspace's id, and their collections are never found", async () => {
    const through = await mine.client.call(searchProductsQuery, {
      w: theirs.workspaceId,
      q: 'canary',
    });
    expect(through.errors?.[0]?.message).toBe('Collection not found.');
    const collections = await mine.client.ok(searchCollectionsQuery, {
      w: mine.workspaceId,
      q: 'downlights',
    });
    expect(collections.searchCollectionsV3.data.map((collection) => collection.id)).toEqual([
      mine.collectionId,
    ]);
  });

  it('come into the search once their collection is followed, and leave when unfollowed', async () => {
    await app.platform.database.executeSql(
      'insert into collection_follows (collection_id, workspace_id) values ($1, $2)',
      [theirs.collectionId, mine.workspaceId],
    );
    const followed = await everyHit({ q: 'canary', match: 'FULL' });
    expect(followed.map((hit) => hit.id).sort()).toEqual([...canaryIds].sort());
    await app.platform.database.executeSql(
      'delete from collection_follows where collection_id = $1',
      [theirs.collectionId],
    );
    expect(await everyHit({ q: 'canary', match: 'FULL' })).toEqual([]);
  });
});
