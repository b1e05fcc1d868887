import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

async function main() {
  const config = loadConfig();
  // Until the server listens, nothing else keeps the event loop alive while PGlite's WebAssembly
  // compiles: Node would then wait for every compiling thread to finish (some 200 to 300 ms of a
  // restart) before it looked at the loop again.
  const keepAlive = setInterval(() => {}, 60_000);
  // The database opens while the rest of the server loads: PGlite compiles its WebAssembly on
  // another thread meanwhile. A refusal (a data folder in use) is reported once createApp awaits it.
  const database = openDatabase(config);
  database.catch(() => {});
  const { createApp } = await import('./app.ts');
  const app = await createApp(config, { database });
  const url = await app.listen();
  clearInterval(keepAlive);
  // scripts/start.mjs holds the young generation at 2 MB while the server loads. Serving, a search
  // answers a page of 100 products (80 kB of JSON) and allocates some 2 MB on the way: held at
  // 2 MB, that was two scavenges a request, 2.5 ms of each one's CPU (518 ms of collection for 210
  // searches, against 128 to 160 ms once it could grow). So it grows as V8's default lets it.
  v8.setFlagsFromString('--semi-space-growth-factor=2');
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`Specboard is running at ${url} (${where})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
