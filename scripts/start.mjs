// `npm start`: builds the web app if it has not been built and the server if its sources changed,
// then runs the server, which applies migrations and serves the app, /graphql and files on one port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { ensureServerBuilt } from './build-server.mjs';

// V8 grows its young generation to 32 MB while the server loads and keeps it at that size; held
// at its first 2 MB while loading, the idle server is some 20 MB smaller. V8 reads the factor
// whenever it would grow the space, so setting it here, before the server loads, has the effect
// of `node --semi-space-growth-factor=1` for every way this script is run (npm start, the tests
// and the browser journeys). Once the server listens, src/main.ts lets the space grow again.
v8.setFlagsFromString('--semi-space-growth-factor=1');
// The embedded database is PostgreSQL compiled to WebAssembly: V8 first runs it as quickly
// compiled code, then recompiles the functions it finds hot, on as many threads as it may. On a
// 2-core machine those threads took the cores from the starting server (a restart 1.96 s against
// 1.64 s with one thread, medians of 8 alternated starts); queries once warm are as fast.
v8.setFlagsFromString('--wasm-num-compilation-tasks=1');

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'packages/web/dist/index.html');

if (!process.env.WEB_DIST && !fs.existsSync(webIndex)) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@specboard/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Compiled ahead rather than run through tsx, so that a restart (after a crash too) is quick.
const serverEntry = ensureServerBuilt();

// The server runs in this process rather than a second one (a Node process is some 40 MB on
// its own); it handles SIGINT and SIGTERM and sets the exit code itself. It keeps the working
// folder it had as a child, its package's, where WEB_DIST and FILES_DIR are read from; DATA_DIR
// is read from the folder the command was typed in (npm names it INIT_CWD).
if (process.env.DATA_DIR) {
  process.env.DATA_DIR = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR);
}
process.chdir(path.join(root, 'packages/server'));
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
