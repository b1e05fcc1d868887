import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { type CollectionFixture, collectionFixture } from '../schedule/collection.test-support.ts';
import { searchCollectionsQuery } from './search.test-support.ts';

describe('searching collections', () => {
  let app: TestApp;
  let library: CollectionFixture;

  const names = async (q: string, match?: 'FULL' | 'PART' | 'FUZZY') =>
    (
      await library.client.ok(searchCollectionsQuery, { w: library.workspaceId, q, match })
    ).searchCollectionsV3.data
      .map((collection) => collection.name)
      .sort();

  beforeAll(async () => {
    app = await startTestApp();
    library = await collectionFixture(app, 'search-collections');
    const add = (name: string, description: string, keywords: string[]) =>
      app.platform.database.executeSql(
        `insert into collections (id, workspace_id, library_id, name, description, keywords, creator_id)
         select $1, c.workspace_id, c.library_id, $2, $3, $4::jsonb, c.creator_id from collections c where c.id = $5`,
        [randomUUID(), name, description, JSON.stringify(keywords), library.collectionId],
      );
    await add('Outdoor floodlights', 'IP66 projectors for facades', ['exterior']);
    await add('Hospitality', 'Hotel lobby pendants', ['decorative', 'pendant']);
  });
  afterAll(() => app.stop());

  it('finds collections by name, description and keywords, in each mode', async () => {
    expect(await names('floodlights', 'FULL')).toEqual(['Outdoor floodlights']);
    expect(await names('flood', 'FULL')).toEqual([]);
    expect(await names('flood', 'PART')).toEqual(['Outdoor floodlights']);
    expect(await names('flodlights', 'FULL')).toEqual([]);
    expect(await names('flodlights', 'FUZZY')).toEqual(['Outdoor floodlights']);
    expect(await names('projectors', 'FULL')).toEqual(['Outdoor floodlights']);
    expect(await names('pendant', 'FULL')).toEqual(['Hospitality']);
    expect(await names('')).toEqual(['Downlights', 'Hospitality', 'Outdoor floodlights']);
  });

  it('pages by scrollID, each collection once', async () => {
    const seen: string[] = [];
    let scroll: string | null | undefined;
    do {
      const page = (
        await library.client.ok(searchCollectionsQuery, {
          w: library.workspaceId,
          q: '',
          limit: 1,
          scroll,
        })
      ).searchCollectionsV3;
      expect(page.total).toBe(3);
      seen.push(...page.data.map((collection) => collection.name));
      scroll = page.scrollID;
    } while (scroll);
    expect(seen).toEqual(['Downlights', 'Hospitality', 'Outdoor floodlights']);
  });
});
