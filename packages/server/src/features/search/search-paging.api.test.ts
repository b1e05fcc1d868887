import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { watchSubscription } from '../../../test/support/ws-client.ts';
import {
  type CollectionFixture,
  collectionCalls,
  collectionFixture,
} from '../schedule/collection.test-support.ts';
import { productPagesSubscription, searchProductsQuery } from './search.test-support.ts';

describe('paging through a search', () => {
  let app: TestApp;
  let library: CollectionFixture;

  /** Products added to a collection (one holds 100 at most); the first with room by default. */
  async function addProducts(models: string[], collectionId: string = library.collectionId) {
    const answer = await library.client.ok(collectionCalls.updateCells, {
      c: collectionId,
      w: library.workspaceId,
      cells: [],
      newRows: models.map((model) => ({ manufacturer: 'Pager', model })),
    });
    return answer.updateCells.rows as { id: string; cells: { model: string } }[];
  }

  /** Another collection of the fixture's workspace, in its default library. */
  async function addCollection(name: string): Promise<string> {
    const id = randomUUID();
    await app.platform.database.executeSql(
      `insert into collections (id, workspace_id, library_id, name, creator_id)
       select $1, c.workspace_id, c.library_id, $2, c.creator_id from collections c where c.id = $3`,
      [id, name, library.collectionId],
    );
    return id;
  }

  beforeAll(async () => {
    app = await startTestApp();
    library = await collectionFixture(app, 'search-paging');
  });
  afterAll(() => app.stop());

  it('returns each match once while products are renamed, deleted and added between pages', async () => {
    const models = Array.from(
      { length: 250 },
      (_, index) => `Pager ${String(index).padStart(3, '0')}`,
    );
    const more: [string, string] = [
      await addCollection('Pager two'),
      await addCollection('Pager three'),
    ];
    const made = [
      ...(await addProducts(models.slice(0, 90))),
      ...(await addProducts(models.slice(90, 180), more[0])),
      ...(await addProducts(models.slice(180), more[1])),
    ];
    const search = (scroll?: string | null) =>
      library.client
        .ok(searchProductsQuery, {
          w: library.workspaceId,
          q: 'pager',
          match: 'FULL',
          sort: { field: 'NAME' },
          scroll,
        })
        .then((answer) => answer.searchProductsV3);
    const first = await search();
    expect(first.total).toBe(250);
    expect(first.data).toHaveLength(100);
    const seen = first.data.map((hit) => hit.id);

    // Moves that would make a page by position skip or repeat: an unseen product renamed to sort
    // first, a seen one renamed to sort last, an unseen one deleted, new matches added.
    const byModel = new Map(made.map((row) => [row.cells.model, row.id]));
    const rename = (model: string, to: string) =>
      library.client.ok(collectionCalls.updateCell, {
        c: model < 'Pager 090' ? library.collectionId : model < 'Pager 180' ? more[0] : more[1],
        w: library.workspaceId,
        row: byModel.get(model)!,
        col: 'model',
        value: to,
        version: '1.0',
      });
    await rename('Pager 200', 'Pager 000a');
    await rename('Pager 010', 'Pager 999');
    await library.client.ok(collectionCalls.delete, {
      c: more[0],
      w: library.workspaceId,
      row: byModel.get('Pager 150')!,
    });
    await addProducts(['Pager 000b', 'Pager 000c']);

    let scroll = first.scrollID;
    while (scroll) {
      const page = await search(scroll);
      seen.push(...page.data.map((hit) => hit.id));
      scroll = page.scrollID;
    }
    const expected = made.map((row) => row.id).filter((id) => id !== byModel.get('Pager 150'));
    expect(seen).toHaveLength(expected.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(expected));

    // A new search sees the products as they are now.
    const again = await search();
    expect(again.total).toBe(251);
    expect(again.data.slice(0, 3).map((hit) => hit.cells.model)).toEqual([
      'Pager 000',
      'Pager 000a',
      'Pager 000b',
    ]);
  });

  it('says when more match than it keeps, and keeps those naming the word first', async () => {
    const collections = await Promise.all(
      Array.from({ length: 11 }, (_, index) => addCollection(`Broad ${index}`)),
    );
    for (const [index, collectionId] of collections.entries()) {
      const answer = await library.client.ok(collectionCalls.updateCells, {
        c: collectionId,
        w: library.workspaceId,
        cells: [],
        newRows: Array.from({ length: 100 }, (_, row) => ({
          manufacturer: 'Wide',
          model: index === 5 && row < 3 ? `Broadword ${row}` : `W${index}-${row}`,
          description: 'A broadword fitting',
          budgetPrice: index === 10 && row < 5 ? row + 1 : 500,
        })),
      });
      expect(answer.updateCells.rows).toHaveLength(100);
    }
    const searchBroad = async (more: { scroll?: string; sort?: { field: 'PRICE' } } = {}) =>
      (
        await library.client.ok(searchProductsQuery, {
          w: library.workspaceId,
          q: 'broadword',
          match: 'FULL',
          ...more,
        })
      ).searchProductsV3;
    const seen: string[] = [];
    let page = await searchBroad();
    expect(page).toMatchObject({ total: 1000, capped: true });
    expect(page.data.slice(0, 3).map((hit) => hit.cells.model)).toEqual([
      'Broadword 0',
      'Broadword 1',
      'Broadword 2',
    ]);
    expect(page.data[3]!.relevance).toBeLessThan(page.data[0]!.relevance);
    seen.push(...page.data.map((hit) => hit.id));
    while (page.scrollID) {
      page = await searchBroad({ scroll: page.scrollID });
      expect(page).toMatchObject({ total: 1000, capped: true });
      seen.push(...page.data.map((hit) => hit.id));
    }
    expect(seen).toHaveLength(1000);
    expect(new Set(seen).size).toBe(1000);

    // Sorted by a column, the kept are the first along it: the five cheapest, written last, which
    // keeping any 1,000 of the equally relevant (as relevance alone does) would leave out.
    const byPrice = await searchBroad({ sort: { field: 'PRICE' } });
    expect(byPrice).toMatchObject({ total: 1000, capped: true });
    expect(byPrice.data.slice(0, 8).map((hit) => hit.cells.model)).toEqual([
      'Broadword 0',
      'Broadword 1',
      'Broadword 2',
      'W10-0',
      'W10-1',
      'W10-2',
      'W10-3',
      'W10-4',
    ]);
  });

  it("keeps a search's pages to the one who searched", async () => {
    const first = await library.client.ok(searchProductsQuery, {
      w: library.workspaceId,
      q: 'pager',
      limit: 10,
    });
    const other = await collectionFixture(app, 'search-paging-other');
    const stolen = await other.client.call(searchProductsQuery, {
      w: other.workspaceId,
      q: 'pager',
      scroll: first.searchProductsV3.scrollID,
    });
    expect(stolen.errors?.[0]?.message).toBe('This search has expired; search again to see more.');
  });

  it('pushes each page to the subscription for its request id, and to nobody else', async () => {
    const other = await collectionFixture(app, 'search-paging-listener');
    await other.create({ manufacturer: 'Listener', model: 'Own' });
    const subscribe = (fixture: CollectionFixture) =>
      watchSubscription(
        app.url,
        { authorization: `Bearer ${fixture.client.accessToken}` },
        productPagesSubscription,
        { w: fixture.workspaceId, request: 'req-1' },
      );
    const queriesHeard = (stream: ReturnType<typeof subscribe>) =>
      stream.events.map((event) => event.data?.onSearchProductsV3.query as string);
    /** Searches (again while the subscription is still being set up) until the page is heard. */
    async function searchUntilHeard(
      fixture: CollectionFixture,
      stream: ReturnType<typeof subscribe>,
      q: string,
    ) {
      for (let attempt = 0; attempt < 100 && !queriesHeard(stream).includes(q); attempt++) {
        await fixture.client.ok(searchProductsQuery, {
          w: fixture.workspaceId,
          q,
          request: 'req-1',
        });
        await stream.until(stream.events.length + 1, 50);
      }
      expect(queriesHeard(stream)).toContain(q);
    }
    const mine = subscribe(library);
    const theirs = subscribe(other);
    try {
      await searchUntilHeard(other, theirs, 'listener');
      await searchUntilHeard(library, mine, 'pager 000');
      expect(mine.events.at(-1)?.data?.onSearchProductsV3).toMatchObject({
        requestId: 'req-1',
        query: 'pager 000',
        // Part match (the default): Pager 000, 000a, 000b and 000c.
        total: 4,
      });
      await searchUntilHeard(other, theirs, 'own');
      // The owner's pages went out before 'own' did: had they reached the other, they would be here.
      expect(new Set(queriesHeard(theirs))).toEqual(new Set(['listener', 'own']));
    } finally {
      mine.dispose();
      theirs.dispose();
    }
  });
});
