import fs from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from './connection.ts';

export const migrationsDir = path.resolve(import.meta.dirname, '../../migrations');

const migrationName = /^\d{4}_[a-z0-9_]+\.sql$/;

// Any constant works; it only has to be the same in every process that migrates this database.
const migrationLockKey = 727_274_001;

/**
 * Applies, in name order, every SQL file of `migrations/` not applied yet. Forward-only: a file
 * once applied is never edited; a change is a new file. All pending files apply in one
 * transaction (PostgreSQL's DDL is transactional), under a lock so that processes starting
 * together migrate once.
 */
export async function migrate(database: DatabaseHandle, dir = migrationsDir): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((file) => migrationName.test(file)).sort();
  return database.rawTransaction(async (run) => {
    await run('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await run(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await run('select name from schema_migrations');
    const done = new Set((rows as { name: string }[]).map((row) => row.name));
    const pending = files.filter((file) => !done.has(file));
    for (const file of pending) {
      await run(await fs.readFile(path.join(dir, file), 'utf8'));
      await run('insert into schema_migrations (name) values ($1)', [file]);
    }
    return pending;
  });
}
