// `npm test`: every suite. The browser journeys (e2e/) run while Vitest runs the domain, server
// and web suites: they spend most of their time waiting on the browser and use about half a core,
// which the other suites leave free on a 2-core machine. Their report is printed once both are
// done, so the two do not interleave. Then the suites that time whole server processes (the
// ':timed' projects: restarts after a kill, writes under load) run alone, one file at a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
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

// Each Vitest run also writes a JSON report, so the failures can be repeated last: a CI log
// that keeps only its tail still names the test that failed and why.
const reports = mkdtempSync(path.join(os.tmpdir(), 'specboard-test-'));
const reporting = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

function failuresIn(name) {
  try {
    const report = JSON.parse(readFileSync(path.join(reports, `${name}.json`), 'utf8'));
    return report.testResults.flatMap((file) => {
      const failedTests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `  ${path.relative(root, file.name)} > ${test.fullName}\n${indent(test.failureMessages)}`,
        );
      if (failedTests.length === 0 && file.status === 'failed')
        return [`  ${path.relative(root, file.name)}\n${indent([file.message])}`];
      return failedTests;
    });
  } catch {
    return [];
  }
}

// The files that took longest, from the same reports: a file much longer than the others keeps
// one worker busy after the rest are done, and is worth splitting. A server file is listed once
// per database it ran on. Its time runs from its first test's start to its last test's end.
function slowestIn(name, count = 8) {
  try {
    const report = JSON.parse(readFileSync(path.join(reports, `${name}.json`), 'utf8'));
    return report.testResults
      .map((file) => ({
        file: path.relative(root, file.name),
        took: file.endTime - file.startTime,
      }))
      .sort((a, b) => b.took - a.took)
      .slice(0, count)
      .map(({ file, took }) => `  ${String(Math.round(took / 1000)).padStart(5)} s  ${file}`);
  } catch {
    return [];
  }
}

const indent = (messages) =>
  messages
    .join('\n')
    .split('\n')
    .slice(0, 4)
    .map((line) => `      ${line}`)
    .join('\n');

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const journeys = run(
  'npm',
  ['test', '--silent', '-w', '@specboard/e2e', '--', ...reporting('journeys')],
  { capture: true },
);
const suites = await run(process.execPath, [
  vitest,
  'run',
  '--project',
  '!*:timed',
  ...reporting('suites'),
]);
console.log(
  `\n== unit, server and web suites done (${seconds()}); waiting for the browser journeys`,
);
const browser = await journeys;
console.log(`\n== browser journeys (e2e/), done at ${seconds()}\n`);
process.stdout.write(browser.output);
console.log(`\n== timed suites, alone (${seconds()})`);
const timed = await run(process.execPath, [
  vitest,
  'run',
  '--project',
  '*:timed',
  ...reporting('timed'),
]);
console.log(`\n== all suites done in ${seconds()}`);
const failed = [
  suites.code && 'unit, server and web suites',
  browser.code && 'browser journeys',
  timed.code && 'timed suites',
].filter(Boolean);
for (const name of ['suites', 'journeys', 'timed']) {
  const slowest = slowestIn(name);
  if (slowest.length > 0) console.log(`\nLongest files (${name}):\n${slowest.join('\n')}`);
}
const failures = ['suites', 'journeys', 'timed'].flatMap(failuresIn);
if (failures.length > 0) console.error(`\nFailed tests:\n${failures.join('\n')}`);
rmSync(reports, { recursive: true, force: true });
if (failed.length > 0) console.error(`Failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
