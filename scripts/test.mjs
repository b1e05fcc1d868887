// `npm test`: every suite. The browser journeys (e2e/) run while Vitest runs the domain, server
// and web suites: they spend most of their time waiting on the browser and use about half a core,
// which the other suites leave free on a 2-core machine. Their report is printed once both are
// done, so the two do not interleave. Then the suites that time whole server processes (the
// ':timed' projects: restarts after a kill, writes under load) run alone, one file at a time.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

function run(command, args, { capture = false } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) =>
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output })),
  );
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const journeys = run('npm', ['run', '--silent', 'test:e2e'], { capture: true });
const suites = await run(process.execPath, [vitest, 'run', '--project', '!*:timed']);
console.log(
  `\n== unit, server and web suites done (${seconds()}); waiting for the browser journeys`,
);
const browser = await journeys;
console.log(`\n== browser journeys (e2e/), done at ${seconds()}\n`);
process.stdout.write(browser.output);
console.log(`\n== timed suites, alone (${seconds()})`);
const timed = await run(process.execPath, [vitest, 'run', '--project', '*:timed']);
console.log(`\n== all suites done in ${seconds()}`);
const failed = [
  suites.code && 'unit, server and web suites',
  browser.code && 'browser journeys',
  timed.code && 'timed suites',
].filter(Boolean);
if (failed.length > 0) console.error(`Failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
