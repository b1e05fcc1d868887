import { randomUUID } from 'node:crypto';
import type { Caller, MatrixFixture } from './matrix-fixture.ts';

type Values = Record<string, unknown>;
type FieldValues = (fixture: MatrixFixture, caller: Caller) => Values | Promise<Values>;

/**
 * The product references' own catalogue (issue 23): a source collection the project's shared guest
 * reads through a share (so whoever edits the project may take its product), a product there and a
 * row of the fixture's project referencing it; and a target collection nobody holds a share of,
 * with a product of its own, for the calls on a collection.
 */
type References = {
  sourceId: string;
  productId: string;
  rowId: string;
  targetId: string;
  targetProductId: string;
};
const made = new WeakMap<MatrixFixture, Promise<References>>();

function matrixReferences(f: MatrixFixture): Promise<References> {
  let references = made.get(f);
  if (!references) {
    references = makeReferences(f);
    made.set(f, references);
  }
  return references;
}

async function collectionWithProduct(f: MatrixFixture, name: string) {
  const run = f.app.platform.database.executeSql;
  const collectionId = randomUUID();
  const productId = randomUUID();
  await run(
    `insert into collections (id, workspace_id, library_id, name, creator_id, last_modified)
     select $1, $2, l.id, $3, $4, now() from libraries l
      where l.workspace_id = $2 and l.kind = 'default'`,
    [collectionId, f.base.workspaceId, name, f.owner.userId],
  );
  await run('insert into schedules (id, collection_id) values ($1, $2)', [
    randomUUID(),
    collectionId,
  ]);
  await run(
    `insert into schedule_rows (schedule_id, id, position, type_key, cells)
     select id, $2, next_position, '', '{"model":"Matrix lamp","budgetPrice":100}'::jsonb
       from schedules where collection_id = $1 and kind = 'live'`,
    [collectionId, productId],
  );
  await run('update collections set products_count = 1 where id = $1', [collectionId]);
  return { collectionId, productId };
}

async function makeReferences(f: MatrixFixture): Promise<References> {
  const run = f.app.platform.database.executeSql;
  // The default library exists once the catalogue's calls have made it; make sure here too.
  await run(
    `insert into libraries (id, workspace_id, name, kind, creator_id)
     select $1, $2, 'Default', 'default', $3
      where not exists (select 1 from libraries where workspace_id = $2 and kind = 'default')`,
    [randomUUID(), f.base.workspaceId, f.owner.userId],
  );
  const source = await collectionWithProduct(f, 'Matrix source');
  const target = await collectionWithProduct(f, 'Matrix picks');
  await run(
    `insert into collection_permissions (collection_id, user_id, role) values ($1, $2, 'viewer')`,
    [source.collectionId, f.sharedGuest.userId],
  );
  const rowId = randomUUID();
  await run(
    `insert into schedule_rows (schedule_id, id, position, type_key, cells,
        ref_collection_id, ref_product_id, ref_values, ref_taken_at)
     select s.id, $2, s.next_position, '', '{"model":"Matrix lamp","budgetPrice":90}'::jsonb,
            $3, $4, '{"model":"Matrix lamp","budgetPrice":90}'::jsonb, now()
       from schedules s where s.project_id = $1 and s.kind = 'live'`,
    [f.base.projectId, rowId, source.collectionId, source.productId],
  );
  await run('update schedules set next_position = next_position + 1 where project_id = $1', [
    f.base.projectId,
  ]);
  return {
    sourceId: source.collectionId,
    productId: source.productId,
    rowId,
    targetId: target.collectionId,
    targetProductId: target.productId,
  };
}

const referencingRow: FieldValues = async (f) => ({ rowId: (await matrixReferences(f)).rowId });
const targetProduct: FieldValues = async (f) => {
  const { targetId, targetProductId } = await matrixReferences(f);
  return { collectionId: targetId, productId: targetProductId };
};

/** Values of the product references' calls. */
export const referenceFieldValues: Record<string, FieldValues> = {
  createProjectProducts: async (f) => {
    const { sourceId, productId } = await matrixReferences(f);
    return { collectionId: sourceId, productIds: [productId] };
  },
  updateProjectProduct: referencingRow,
  keepProjectProduct: referencingRow,
  revertProjectProduct: referencingRow,
  getRowDiffProduct: referencingRow,
  saveRowAsNewProduct: async (f) => {
    const { sourceId, rowId } = await matrixReferences(f);
    return { collectionId: sourceId, rowId };
  },
  followProduct: async (f) => {
    const { sourceId, productId, targetId } = await matrixReferences(f);
    return { collectionId: sourceId, productId, targetCollectionId: targetId };
  },
  getCollectionProduct: targetProduct,
  listProductFollowers: targetProduct,
};

/** What the allowed calls use up: save as new product re-points a row, so a fresh one each. */
export const referenceFreshValues: Record<string, FieldValues> = {
  saveRowAsNewProduct: async (f) => ({ rowId: await f.make.newRow() }),
};

/** Heard on onProductUpdated: the owner changes the source product's price. */
export async function causeProductUpdate(f: MatrixFixture) {
  const { sourceId, productId } = await matrixReferences(f);
  const { rows } = await f.app.platform.database.executeSql(
    `select coalesce(r.versions->>'budgetPrice', '1.0') as version from schedule_rows r
      join schedules s on s.id = r.schedule_id where s.collection_id = $1 and r.id = $2`,
    [sourceId, productId],
  );
  await f.owner.client.ok(
    `mutation MatrixReferencesUpdateProduct($w: ID!, $c: ID!, $r: ID!, $v: CellVersion!, $price: JSON) {
      updateCell(workspaceId: $w, collectionId: $c, row: $r, col: "budgetPrice", value: $price, version: $v) { version } }`,
    {
      w: f.base.workspaceId,
      c: sourceId,
      r: productId,
      v: (rows[0] as { version: string }).version,
      price: 100 + Math.floor(Math.random() * 1000),
    },
  );
}
