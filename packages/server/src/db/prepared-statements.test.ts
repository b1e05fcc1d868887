import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestEnvironment,
  type TestEnvironment,
  testDatabase,
} from '../../test/support/test-config.ts';
import { type DatabaseHandle, openDatabase } from './connection.ts';

// Statements prepared once under a name (pglite-prepared.ts on the embedded database, pg's named
// queries on PostgreSQL) answer exactly as the same text run anew.
describe(`prepared statements on the ${testDatabase} database`, () => {
  let environment: TestEnvironment;
  let database: DatabaseHandle;

  beforeAll(async () => {
    environment = await createTestEnvironment({}, { empty: true });
    database = await openDatabase(environment.config);
    await database.executeSql(
      `create table probe (id text primary key, amount numeric(14,2), big bigint,
         doc jsonb, at timestamptz, note text)`,
    );
  });

  afterAll(async () => {
    await database?.close();
    await environment?.dispose();
  });

  const insert = (values: unknown[]) =>
    database.executePrepared(
      'probe-insert',
      `insert into probe (id, amount, big, doc, at, note) values ($1, $2, $3, $4, $5, $6)
       returning *`,
      values,
    );

  it('reads every type as an unprepared statement does, and null as null', async () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    const values = ['a', '185000.50', '9007199254740993', JSON.stringify({ model: 'ERC-1' }), at];
    const prepared = (await insert([...values, null])).rows[0];
    const plain = (await database.executeSql('select * from probe where id = $1', ['a'])).rows[0];
    expect(prepared).toEqual(plain);
    expect(prepared).toMatchObject({
      amount: '185000.50',
      doc: { model: 'ERC-1' },
      note: null,
    });
    // A bigint keeps every digit (PGlite reads it as a BigInt, pg as a string).
    expect(String((prepared as { big: unknown }).big)).toBe('9007199254740993');
    expect((prepared as { at: Date }).at.toISOString()).toBe(at.toISOString());
  });

  it('reports a failed statement with its message and keeps answering afterwards', async () => {
    await expect(insert(['a', '1', '1', '{}', new Date(), 'twice'])).rejects.toThrow(
      /duplicate key value violates unique constraint/,
    );
    const next = await insert(['b', '2', '2', '{}', new Date(), 'after the failure']);
    expect(next.rows).toMatchObject([{ id: 'b', note: 'after the failure' }]);
  });

  it('refuses bad text once, and the name can then be used as written correctly', async () => {
    await expect(database.executePrepared('probe-typo', 'selec id from probe', [])).rejects.toThrow(
      /syntax error/,
    );
    const { rows } = await database.executePrepared(
      'probe-count',
      'select count(*)::int as n from probe',
      [],
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction in progress rather than running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.rawTransaction(async (run) => {
      await run(`insert into probe (id, note) values ('in-tx', 'uncommitted')`);
      await held;
      throw new Error('rolled back');
    });
    const read = database.executePrepared(
      'probe-read',
      'select count(*)::int as n from probe where id = $1',
      ['in-tx'],
    );
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await read).rows).toEqual([{ n: 0 }]);
  });
});
