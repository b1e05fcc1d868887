import { randomUUID } from 'node:crypto';
import { matrixCatalogue } from './matrix-catalogue.ts';
import type { Caller, MatrixFixture } from './matrix-fixture.ts';

type Values = Record<string, unknown>;
type FieldValues = (fixture: MatrixFixture, caller: Caller) => Values | Promise<Values>;

/** A product of the fixture's collection, made straight in the database (its schedule too). */
async function product(f: MatrixFixture) {
  const { collectionId } = await matrixCatalogue(f);
  const run = f.app.platform.database.executeSql;
  await run(
    `insert into schedules (id, collection_id) values ($1, $2)
     on conflict (collection_id) where kind = 'live' do nothing`,
    [randomUUID(), collectionId],
  );
  const rowId = randomUUID();
  await run(
    `insert into schedule_rows (schedule_id, id, position, type_key, cells)
     select id, $2, next_position, '', '{"model":"Matrix lamp"}'::jsonb
       from schedules where collection_id = $1 and kind = 'live'`,
    [collectionId, rowId],
  );
  return { collectionId, productIds: [rowId] };
}

const onCollection: FieldValues = async (f) => ({
  collectionId: (await matrixCatalogue(f)).collectionId,
});

/** Values of the collection calls over the schedule engine (the engine helper's). */
export const productFieldValues: Record<string, FieldValues> = {
  listStructuredCollectionRows: onCollection,
  getCollectionSchema: onCollection,
  getCollectionViews: onCollection,
  deleteProduct: product,
};

/** What the allowed calls use up, made before each. */
export const productFreshValues: Record<string, FieldValues> = {
  deleteProduct: product,
};
