import type { ResultOf } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql/index.ts';
import { scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { connectGraphQLWebSocket, takeResults } from '../../../test/support/ws-client.ts';

const search =
  graphql(`query SearchProjectCells($p: ID!, $w: ID!, $q: String!, $limit: Int, $scroll: String) {
  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: $limit, scrollID: $scroll) {
    query scrollID data { rowId status matches { field value } }
  }
}`);

describe('search in the schedule', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('finds rows with a cell holding the query, case aside, in schedule order and page by page', async () => {
    const schedule = await scheduleFixture(app);
    for (let index = 1; index <= 5; index++) {
      await schedule.createRow({
        typeDesignation: `A${index}`,
        manufacturer: index % 2 ? 'Lumenworks' : 'Northlight',
        model: `LW-${index}00`,
      });
    }
    await schedule.createRow({ typeDesignation: 'B1', description: 'Matches 100% of the brief_' });
    const all = [];
    let scroll: string | null = null;
    do {
      const { searchProjectCells }: ResultOf<typeof search> = await schedule.client.ok(search, {
        ...schedule.ids,
        q: 'lumenWORKS',
        limit: 2,
        scroll,
      });
      all.push(...searchProjectCells.data);
      scroll = searchProjectCells.scrollID;
    } while (scroll);
    expect(all).toHaveLength(3);
    expect(all[0]!.matches).toEqual([{ field: 'manufacturer', value: 'Lumenworks' }]);
    const wildcard = await schedule.client.ok(search, { ...schedule.ids, q: '100%' });
    expect(wildcard.searchProjectCells.data).toHaveLength(1);
    const underscore = await schedule.client.ok(search, { ...schedule.ids, q: 'brief_' });
    expect(underscore.searchProjectCells.data).toHaveLength(1);
    const none = await schedule.client.ok(search, { ...schedule.ids, q: 'typeDesignation' });
    expect(none.searchProjectCells.data).toEqual([]);
    const blank = await schedule.client.call(search, { ...schedule.ids, q: '  ' });
    expect(blank.errors?.[0]?.message).toBe('Please enter required value');
  });

  it('delivers pages to the searcher’s own subscription, and to no one else', async () => {
    const schedule = await scheduleFixture(app);
    await schedule.createRow({ typeDesignation: 'A1', model: 'Halo 3000' });
    const { getUserProfile } = await schedule.client.ok(
      graphql(`query GetUserProfile { getUserProfile { id } }`),
    );
    const ws = connectGraphQLWebSocket(app.url, {
      authorization: `Bearer ${schedule.client.accessToken}`,
    });
    const searchFeed = { ...schedule.ids, u: getUserProfile!.id };
    const pushed = takeResults(
      ws,
      graphql(
        `subscription SearchApiOnSearchProjectCells($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: "halo") { query data { rowId } } }`,
      ),
      searchFeed,
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await schedule.client.ok(search, { ...schedule.ids, q: 'halo' });
    const [page] = await pushed;
    expect(page?.data?.onSearchProjectCells.data).toHaveLength(1);
    const other = await schedule.member('editor');
    const eavesdrop = takeResults(
      connectGraphQLWebSocket(app.url, { authorization: `Bearer ${other.client.accessToken}` }),
      graphql(
        `subscription SearchApiOnSearchProjectCellsQuery($p: ID!, $w: ID!, $u: ID!) { onSearchProjectCells(projectId: $p, workspaceId: $w, username: $u, query: "halo") { query } }`,
      ),
      searchFeed,
      1,
    );
    const [refused] = await eavesdrop;
    expect(refused?.errors?.[0]?.message).toBe('Access denied.');
    await ws.dispose();
  });
});
