import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  type CollectionFixture,
  collectionCalls as calls,
  collectionFixture,
} from './collection.test-support.ts';

const oneTooMany = 'Collections are limited to max of 100 products. Please contact support.';
const onlySome = (room: number) =>
  `You can only add ${room} product(s) to current collection, according to the limit of 100 products`;

type Answer = { errors?: { message: string; extensions: Record<string, unknown> }[] };

function expectRefused(answer: Answer, message: string) {
  expect(answer.errors?.[0]?.message).toBe(message);
  expect(answer.errors?.[0]?.extensions.code).toBe('LIMIT_REACHED');
  expect(answer.errors?.[0]?.extensions.reason).toBe('productLimit');
}

/** Each way rows are added, adding one row to the collection. */
const addOne: Record<string, (products: CollectionFixture, rowId: string) => Promise<Answer>> = {
  createEmptyRow: (products) => products.client.call(calls.create, { ...products.ids, cells: {} }),
  'createEmptyRow next to a row': (products, rowId) =>
    products.client.call(calls.create, { ...products.ids, cells: {}, next: rowId }),
  duplicateRow: (products, rowId) =>
    products.client.call(calls.duplicate, { ...products.ids, row: rowId }),
  'updateCells newRows': (products) =>
    products.client.call(calls.updateCells, {
      ...products.ids,
      cells: [],
      newRows: [{ model: 'Extra' }],
    }),
};

describe('the 100-product cap of a collection', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  for (const [path, add] of Object.entries(addOne)) {
    it(`${path}: the 100th product goes in, the 101st is refused and changes nothing`, async () => {
      const products = await collectionFixture(app, 'cap');
      const [first] = await products.fill(99);
      const hundredth = await add(products, first?.id as string);
      expect(hundredth.errors).toBeUndefined();
      expect(await products.productsCount()).toBe(100);
      expectRefused(await add(products, first?.id as string), oneTooMany);
      expect(await products.productsCount()).toBe(100);
      expect(await products.allRows()).toHaveLength(100);
    });
  }

  it('restoreRows: a restore past the cap is refused whole; within it, it goes in', async () => {
    const products = await collectionFixture(app, 'cap');
    const rows = await products.fill(100);
    const [a, b] = rows;
    for (const row of [a, b]) {
      await products.client.ok(calls.delete, { ...products.ids, row: row?.id });
    }
    await products.fill(1);
    expect(await products.productsCount()).toBe(99);
    expectRefused(
      await products.client.call(calls.restore, { ...products.ids, rows: [a?.id, b?.id] }),
      onlySome(1),
    );
    expect(await products.productsCount()).toBe(99);
    await products.client.ok(calls.restore, { ...products.ids, rows: [a?.id] });
    expect(await products.productsCount()).toBe(100);
    expectRefused(
      await products.client.call(calls.restore, { ...products.ids, rows: [b?.id] }),
      oneTooMany,
    );
    expect(await products.allRows()).toHaveLength(100);
  });

  it('a paste of 5 rows into 97 products is refused whole: only 3 fit', async () => {
    const products = await collectionFixture(app, 'cap');
    const [first] = await products.fill(97);
    const answer = await products.client.call(calls.updateCells, {
      ...products.ids,
      // The cells pasted over existing rows are refused with the new ones: all or nothing.
      cells: [{ row: first?.id, col: 'model', value: 'Changed', version: '1.0' }],
      newRows: Array.from({ length: 5 }, (_, index) => ({ model: `New ${index}` })),
    });
    expectRefused(answer, onlySome(3));
    expect(await products.productsCount()).toBe(97);
    const rows = await products.allRows();
    expect(rows).toHaveLength(97);
    expect(rows.find((row) => row.id === first?.id)?.cells.model).toBe('M1');
  });

  it('two additions at once never take the last place both', async () => {
    const products = await collectionFixture(app, 'cap');
    await products.fill(99);
    const answers = await Promise.all([
      products.client.call(calls.create, { ...products.ids, cells: {} }),
      products.client.call(calls.create, { ...products.ids, cells: {} }),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(await products.productsCount()).toBe(100);
    expect(await products.allRows()).toHaveLength(100);
  });
});
