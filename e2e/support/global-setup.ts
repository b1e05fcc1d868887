import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo account (`npm run demo`), owner of a premium workspace. */
    demoAccount: { email: string; password: string };
  }
}

// As printed by `npm run demo`, which fills the data folder before the server starts.
const demoAccount = { email: 'demo@specboard.local', password: 'demo-lumens-2026' };

const root = path.resolve(import.meta.dirname, '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts the app the way a user does (`npm start`) on a fresh data folder and a free port. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-e2e-'));
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${chromiumPath}: apt-get install -y chromium`,
    );
  }
  // The journeys run on the embedded database, as a newcomer's first start does.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  // The demo's premium workspace serves the journeys that need premium (versions, custom views):
  // no API makes a workspace premium, and the embedded database admits one process at a time.
  await seedDemo(root, { ...env, DATA_DIR: dataDir });
  const server: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PULSE_INTERVAL_MS: '1000',
      // Every person of every journey signs up from this one machine's address.
      CODE_MAILS_PER_CLIENT_PER_HOUR: '100000',
      CODE_GUESSES_PER_CLIENT_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForGraphQL(baseUrl, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('demoAccount', demoAccount);
  return async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function seedDemo(cwd: string, env: NodeJS.ProcessEnv) {
  const seeding = spawn('npm', ['run', 'demo', '--silent'], { cwd, env });
  let output = '';
  seeding.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  seeding.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => seeding.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run demo failed:\n${output}`);
  if (!output.includes(demoAccount.email)) throw new Error(`npm run demo said:\n${output}`);
}

async function waitForGraphQL(baseUrl: string, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`npm start did not answer on ${baseUrl}:\n${output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
