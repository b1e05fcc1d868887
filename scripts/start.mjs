// `npm start`: builds the web app if it has not been built and the server if its sources changed,
// then runs the server, which applies migrations and serves the app, /graphql and files on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureServerBuilt } from './build-server.mjs';

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
const serverEntry = await ensureServerBuilt();

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: path.join(root, 'packages/server'),
  stdio: 'inherit',
  // The server's configuration has the one default data folder; a folder given is read from here.
  env: {
    ...process.env,
    ...(process.env.DATA_DIR ? { DATA_DIR: path.resolve(process.env.DATA_DIR) } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
