import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> };

/**
 * The environment of a server the journeys start: the embedded database, as a newcomer's first
 * start has, whatever DATABASE_URL and REDIS_URL the suites around them use.
 */
export function embeddedEnvironment(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  return env;
}

/**
 * Starts the app the way a user does (`npm start`) on a free port and the given data folder (a
 * fresh one by default), with `settings` on top, and waits until /graphql answers. Settings that
 * name the server's own address (PUBLIC_URL) are given as a function of it.
 */
export async function startServer(
  settings: Record<string, string> | ((url: string) => Record<string, string>),
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-e2e-')),
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: {
      ...embeddedEnvironment(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(typeof settings === 'function' ? settings(url) : settings),
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
  await waitForGraphQL(url, () => output);
  return {
    url,
    dataDir,
    stop: async () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForGraphQL(url: string, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/graphql`, {
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
  throw new Error(`npm start did not answer on ${url}:\n${output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
