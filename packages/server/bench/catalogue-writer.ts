/**
 * Writes a generated catalogue into a workspace as a user would have built it: each collection
 * created through the GraphQL API (so it is a real one: library, creator, access), then its
 * products inserted in bulk as rows of its live schedule, the way the schedule's own inserts
 * write them. The search index is left to the database's trigger, in the same transactions.
 */
import { randomUUID } from 'node:crypto';
import { typeSortKey } from '@specboard/domain';
import type { App } from '../src/app.ts';
import { graphql } from '../test/graphql/index.ts';
import { documentText } from '../test/support/document-text.ts';
import type { GeneratedCollection } from './catalogue-generator.ts';
import { timeMany } from './stats.ts';

const createCollection = documentText(
  graphql(`mutation CatalogueBenchCreateCollection($w: ID!, $n: String!, $d: String, $k: [String!]) {
  createCollectionV3(workspaceId: $w, name: $n, description: $d, keywords: $k) { id }
}`),
);

export type Writer = { url: string; token: string; workspaceId: string };

export type WrittenCatalogue = {
  collectionIds: string[];
  /** The row ids of each collection's products, in the generated order. */
  rowIds: string[][];
  collectionsMs: number;
  rowsMs: number;
};

/** Collections a batch of rows spans: 20 × 100 products, one statement and transaction each. */
const collectionsPerBatch = 20;

async function createCollections(writer: Writer, collections: GeneratedCollection[]) {
  const ids: string[] = new Array(collections.length);
  // Four at once, as a few people building a catalogue; creating takes the workspace's lock.
  await timeMany(collections.length, 4, async (index) => {
    const collection = collections[index] as GeneratedCollection;
    const response = await fetch(`${writer.url}/graphql`, {
      method: 'POST',
      // A new connection each: a kept-alive one may have been dropped while idle, and a creation
      // must not be sent twice.
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${writer.token}`,
        connection: 'close',
      },
      body: JSON.stringify({
        query: createCollection,
        variables: {
          w: writer.workspaceId,
          n: collection.name,
          d: collection.description,
          k: collection.keywords,
        },
      }),
    });
    const answer = (await response.json()) as {
      data?: { createCollectionV3: { id: string } };
      errors?: unknown;
    };
    if (!answer.data) throw new Error(`createCollectionV3: ${JSON.stringify(answer.errors)}`);
    ids[index] = answer.data.createCollectionV3.id;
  });
  return ids;
}

/** Opens each collection's live schedule, as its first read would; answers their ids in order. */
async function openLiveSchedules(app: App, collectionIds: string[]) {
  const { executeSql } = app.platform.database;
  await executeSql(
    `insert into schedules (id, collection_id)
     select * from unnest($1::text[], $2::text[])
     on conflict (collection_id) where kind = 'live' do nothing`,
    [collectionIds.map(() => randomUUID()), collectionIds],
  );
  const { rows } = await executeSql(
    `select id, collection_id from schedules where collection_id = any($1) and kind = 'live'`,
    [collectionIds],
  );
  const byCollection = new Map(
    (rows as { id: string; collection_id: string }[]).map((row) => [row.collection_id, row.id]),
  );
  return collectionIds.map((id) => byCollection.get(id) as string);
}

/** Inserts the products of a few collections in one transaction, as insertRows writes rows. */
async function insertProducts(
  app: App,
  userId: string,
  batch: { scheduleId: string; collectionId: string; collection: GeneratedCollection }[],
): Promise<string[][]> {
  return app.platform.database.rawTransaction(async (run) => {
    // takePositions, for every schedule of the batch at once.
    const { rows: firsts } = await run(
      `update schedules s set next_position = s.next_position + n.count
         from unnest($1::text[], $2::int[]) as n(id, count)
        where s.id = n.id
       returning s.id, (s.next_position - n.count)::text as first`,
      [batch.map((item) => item.scheduleId), batch.map((item) => item.collection.products.length)],
    );
    const firstOf = new Map(
      (firsts as { id: string; first: string }[]).map((row) => [row.id, BigInt(row.first)]),
    );
    const rowIds = batch.map((item) => item.collection.products.map(() => randomUUID()));
    const records = batch.flatMap((item, index) =>
      item.collection.products.map((product, position) => ({
        schedule_id: item.scheduleId,
        id: rowIds[index]![position],
        position: ((firstOf.get(item.scheduleId) as bigint) + BigInt(position)).toString(),
        type_key: typeSortKey(product.cells.typeDesignation),
        cells: product.cells,
      })),
    );
    await run(
      `insert into schedule_rows (schedule_id, id, position, type_key, cells, updated_by)
       select r.schedule_id, r.id, r.position::bigint, r.type_key, r.cells, $2
         from jsonb_to_recordset($1::jsonb)
           as r(schedule_id text, id text, position text, type_key text, cells jsonb)`,
      [JSON.stringify(records), userId],
    );
    // What keepRowCounts keeps for a collection: its products count.
    await run(
      `update collections c set products_count = (select count(*)::int from schedule_rows r
          where r.schedule_id = s.id and r.deleted_at is null), last_modified = now()
         from schedules s where s.collection_id = c.id and s.kind = 'live' and c.id = any($1)`,
      [batch.map((item) => item.collectionId)],
    );
    return rowIds;
  });
}

/** Creates the collections through the API, then fills them; answers the ids and the timings. */
export async function writeCatalogue(
  app: App,
  writer: Writer,
  collections: GeneratedCollection[],
): Promise<WrittenCatalogue> {
  const collectionsStart = performance.now();
  const collectionIds = await createCollections(writer, collections);
  const collectionsMs = performance.now() - collectionsStart;

  const rowsStart = performance.now();
  const scheduleIds = await openLiveSchedules(app, collectionIds);
  const { rows } = await app.platform.database.executeSql(
    'select creator_id from collections where id = $1',
    [collectionIds[0]],
  );
  const userId = (rows[0] as { creator_id: string }).creator_id;
  const rowIds: string[][] = [];
  for (let start = 0; start < collections.length; start += collectionsPerBatch) {
    const batch = collections.slice(start, start + collectionsPerBatch).map((collection, i) => ({
      collection,
      collectionId: collectionIds[start + i] as string,
      scheduleId: scheduleIds[start + i] as string,
    }));
    rowIds.push(...(await insertProducts(app, userId, batch)));
  }
  return { collectionIds, rowIds, collectionsMs, rowsMs: performance.now() - rowsStart };
}
