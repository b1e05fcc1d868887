import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedEnvironment, repositoryRoot, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The demo account (`npm run demo`), owner of a premium workspace. */
    demoAccount: { email: string; password: string };
  }
}

// As printed by `npm run demo`, which fills the data folder before the server starts.
const demoAccount = { email: 'demo@specboard.local', password: 'demo-lumens-2026' };

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts the app the way a user does (`npm start`) on a fresh data folder and a free port. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${chromiumPath}: apt-get install -y chromium`,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-e2e-'));
  // The demo's premium workspace serves the journeys that need premium (versions, custom views):
  // no API makes a workspace premium, and the embedded database admits one process at a time.
  await seedDemo(repositoryRoot, { ...embeddedEnvironment(), DATA_DIR: dataDir });
  const server = await startServer(
    {
      PULSE_INTERVAL_MS: '1000',
      // Every person of every journey signs up from this one machine's address.
      CODE_MAILS_PER_CLIENT_PER_HOUR: '100000',
      CODE_GUESSES_PER_CLIENT_PER_HOUR: '100000',
    },
    dataDir,
  );
  project.provide('baseUrl', server.url);
  project.provide('demoAccount', demoAccount);
  return server.stop;
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
