import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { embeddedBuffersMb } from './embedded-buffers.ts';
import { oneShotStatements, preparedStatements } from './pglite-prepared.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'embedded' | 'postgres';

export type RawRunner = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * A statement run often on a hot path, prepared once per connection under `name` so PostgreSQL
 * plans it once (on PGlite too: pglite-prepared.ts). One name, one text.
 */
export type PreparedRunner = (
  name: string,
  text: string,
  values: unknown[],
) => Promise<{ rows: unknown[] }>;

/**
 * The one database handle of the process. `executeSql` reaches the same database for libraries
 * that bring their own SQL (the job queue).
 */
export type DatabaseHandle = {
  kind: DatabaseKind;
  db: Kysely<Database>;
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  executePrepared: PreparedRunner;
  /**
   * A statement whose text changes with its arguments (a search's), planned anew for its values:
   * in one exchange with PGlite (pglite-prepared.ts), as `executeSql` on PostgreSQL.
   */
  executeOneShot: RawRunner;
  /** One transaction on one connection, where parameterless text may hold several statements. */
  rawTransaction: <T>(work: (run: RawRunner) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

// Bigint counts and numerics stay exact: read them as strings and let each feature decide.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/** Opens PostgreSQL at DATABASE_URL, or the embedded PGlite in DATA_DIR when it is not set. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openEmbedded(config.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('select 1');
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    executePrepared: (name, text, values) => pool.query({ name, text, values }),
    executeOneShot: (text, values) => pool.query(text, values as unknown[]),
    rawTransaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work((text, values) => client.query(text, values as unknown[]));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    // Kysely ends the pool only if it used it; raw SQL alone (migrations) leaves it to us.
    close: async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}

type PGliteRunner = Pick<PGlite, 'query' | 'exec'>;

// PGlite's extended protocol takes one statement; parameterless batches go through exec.
async function runOn(target: PGliteRunner, text: string, values?: unknown[]) {
  if (!values?.length && text.includes(';')) {
    const results = await target.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  }
  return target.query(text, values);
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const unlock = await lockDataDir(dataDir);
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    const pglite = await PGlite.create(pgdata, {
      extensions: { pg_trgm },
      // Sized to the data (embedded-buffers.ts).
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${embeddedBuffersMb(pgdata)}MB`,
      ],
    });
    // Survive a killed process: a commit returns only after its WAL is written out of PGlite.
    await pglite.exec('set synchronous_commit = on');
    // Kysely treats PGlite as one connection: a transaction holds it until commit.
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      kind: 'embedded',
      db,
      executeSql: (text, values) => runOn(pglite, text, values),
      executePrepared: preparedStatements(pglite),
      executeOneShot: oneShotStatements(pglite),
      rawTransaction: (work) =>
        pglite.transaction((transaction) =>
          work((text, values) => runOn(transaction, text, values)),
        ),
      close: async () => {
        await db.destroy();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
