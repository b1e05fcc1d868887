/**
 * `npm run demo`: a demo workspace with a demo user and two sample projects, on the database the
 * environment names (stop the server first when it runs on the embedded database). Running it
 * again changes nothing; schedules that have never had rows get rows of made-up products.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from './demo-seed.ts';

async function main() {
  const database = await openDatabase(loadConfig());
  try {
    await migrate(database);
    console.log(await seedDemo(database));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
