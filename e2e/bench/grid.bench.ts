/**
 * `npm run bench -w @specboard/e2e`: the schedule grid in a real browser. Builds the web app into
 * a folder of its own (the shared build is left alone), starts the app (`npm start`) on the
 * embedded database seeded with a 5,000-row and a 50,000-row schedule, signs in as the demo user
 * and measures, on each schedule:
 *
 * - load: from navigation to every row in the browser (the status says "50,000 rows"), and the
 *   JS heap then (after a garbage collection); beside it, the same pages read without a browser;
 * - edits: from the Enter that saves a typed cell to its updateCell request leaving the page, one
 *   edit at a time and typed with no gap between keys; the React components rendered and the
 *   canvas texts drawn per edit; the main thread's scripting time per edit;
 * - scrolling: frames per second while the mouse wheel scrolls the grid from top to bottom.
 *
 * Settings: GRID_BENCH_ROWS (5000,50000), GRID_BENCH_EDITS (50). WEB_DIST=<folder> runs a build
 * already made instead. GRID_BENCH_DATA=<folder> seeds that folder once and copies it on later
 * runs (seeding 55,000 rows takes most of a minute). GRID_BENCH_PROFILE=/tmp/{name}.cpuprofile
 * keeps CPU profiles of the load and of the edits (open them in Chrome's DevTools), with a marker
 * function at each Enter and each request. GRID_BENCH_VERBOSE=1 prints the load's calls and the
 * components each commit of the last edit began at (readable with a build made with --minify false).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResultOf, TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { percentile, printTable } from '../../packages/server/bench/stats.ts';
import { graphql } from '../support/graphql/index.ts';
import { repositoryRoot, startServer } from '../support/server.ts';
import { installPageProbes, type Probes } from './page-probes.ts';

const demo = { email: 'demo@specboard.local', password: 'demo-lumens-2026' };
const rowCounts = (process.env.GRID_BENCH_ROWS ?? '5000,50000').split(',').map(Number);
const editCount = Number(process.env.GRID_BENCH_EDITS ?? 50);

type BenchProject = { id: string; name: string; rows: number; workspaceId: string };

declare global {
  interface Window {
    __gridBench: Probes;
  }
}

/** A data folder with the schedules, seeded now or copied from GRID_BENCH_DATA. */
async function seededDataDir(): Promise<{ dataDir: string; projects: BenchProject[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specboard-grid-bench-'));
  const template = process.env.GRID_BENCH_DATA;
  const listFile = (folder: string) => path.join(folder, 'bench-projects.json');
  if (template && fs.existsSync(listFile(template))) {
    fs.cpSync(template, dataDir, { recursive: true });
  } else {
    const started = performance.now();
    const output = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'seed-schedules.ts'),
        ...rowCounts.map(String),
      ],
      { ...embeddedOnly(process.env), DATA_DIR: dataDir },
    );
    fs.writeFileSync(listFile(dataDir), output.trim().split('\n').at(-1)!);
    console.log(
      `Seeded ${rowCounts.join(' and ')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (template) fs.cpSync(dataDir, template, { recursive: true });
  }
  const projects = JSON.parse(fs.readFileSync(listFile(dataDir), 'utf8')) as BenchProject[];
  return { dataDir, projects: projects.filter((project) => rowCounts.includes(project.rows)) };
}

/**
 * The environment without DATABASE_URL and REDIS_URL: the schedules go into the data folder that
 * the bench's server (embedded, as startServer runs it) then opens, whatever the shell has set.
 */
function embeddedOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = '.'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: path.join(repositoryRoot, cwd), env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')}:\n${output}`)),
    );
  });
}

/** Calls the API at `url` as `token`'s user with a generated document, failing on any error. */
async function callApi<TDocument extends TypedDocumentNode<any, any>>(
  url: string,
  document: TDocument,
  variables: VariablesOf<TDocument>,
  token?: string,
): Promise<ResultOf<TDocument>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/**
 * The demo user, signed in through the login page, with the Getting Started tour put away.
 * Answers an access token of its own, for calls made without the browser.
 */
async function signIn(url: string, page: Page): Promise<string> {
  const { signIn } = await callApi(
    url,
    graphql(
      `mutation SignIn($e: String!, $p: String!) { signIn(email: $e, password: $p) { session { accessToken } } }`,
    ),
    { e: demo.email, p: demo.password },
  );
  await callApi(
    url,
    graphql(
      `mutation UpdateUserPreference { updateUserPreference(key: "gettingStartedTourDismissed", value: "true") { key } }`,
    ),
    {},
    signIn.session!.accessToken,
  );
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.email);
  await page.getByLabel(/^Password/).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => /^\/workspace\/[^/]+\/projects$/.test(address.pathname));
  return signIn.session!.accessToken;
}

/**
 * Every row of the schedule read as the page reads them (a page of 100, then pages of 2,000),
 * from Node: what the server and the network alone take. Answers seconds.
 */
async function readPagesWithoutBrowser(url: string, token: string, project: BenchProject) {
  const started = performance.now();
  let nextToken: string | null = null;
  let limit = 100;
  let read = 0;
  do {
    const { getStructuredScheduleRows: page } = (await callApi(
      url,
      graphql(
        `query GridBenchGetStructuredScheduleRows($p: ID!, $w: ID!, $l: Int, $n: String) { getStructuredScheduleRows(projectId: $p, workspaceId: $w, limit: $l, nextToken: $n) { data nextToken } }`,
      ),
      { p: project.id, w: project.workspaceId, l: limit, n: nextToken },
      token,
    )) as { getStructuredScheduleRows: { data: unknown[]; nextToken: string | null } };
    read += page.data.length;
    nextToken = page.nextToken;
    limit = 2000;
  } while (nextToken);
  if (read !== project.rows) throw new Error(`read ${read} rows of ${project.rows}`);
  return (performance.now() - started) / 1000;
}

async function readProbes<T>(page: Page, read: (probes: Probes) => T): Promise<T> {
  return page.evaluate(
    `((__name) => (${read.toString()})(window.__gridBench))((target) => target)`,
  ) as Promise<T>;
}

/** Waits for the page to draw twice: what an answer changed is on screen by then. */
function twoFrames(page: Page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function heapMiB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

const label = (project: BenchProject) =>
  `${new Intl.NumberFormat('en-US').format(project.rows)} rows`;

/** With GRID_BENCH_PROFILE, a CPU profile of what `during` makes the page do, kept as a file. */
async function profiled<T>(cdp: CDPSession, name: string, during: () => Promise<T>): Promise<T> {
  const file = process.env.GRID_BENCH_PROFILE;
  if (!file) return during();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await during();
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync(file.replace('{name}', name), JSON.stringify(profile));
  return result;
}

/** Opens the schedule and waits until the status says every row is in. */
async function showAllRows(page: Page, project: BenchProject) {
  await page.goto(`/workspace/${project.workspaceId}/projects/${project.id}`);
  const shown = `${new Intl.NumberFormat('en-US').format(project.rows)} rows`;
  await page
    .getByTestId('schedule-status')
    .filter({ hasText: new RegExp(`^${shown}`) })
    .waitFor({ timeout: 120_000 });
}

async function benchLoad(
  page: Page,
  cdp: CDPSession,
  project: BenchProject,
  server: { url: string; token: string },
): Promise<BenchRow[]> {
  const bare = await readPagesWithoutBrowser(server.url, server.token, project);
  await profiled(cdp, `load-${project.rows}`, () => showAllRows(page, project));
  // Navigation started at the page's time origin (0).
  const { doneAt, firstAt, pages } = await readProbes(page, (probes) => ({
    doneAt: performance.now(),
    firstAt: probes.pages[0]?.answeredAt ?? Number.NaN,
    pages: probes.pages.length,
  }));
  const heap = await heapMiB(cdp);
  if (process.env.GRID_BENCH_VERBOSE) {
    const calls = await readProbes(page, (probes) => probes.calls);
    for (const call of calls) {
      console.log(
        `${call.sentAt.toFixed(0).padStart(6)} → ${(call.answeredAt ?? Number.NaN).toFixed(0).padStart(6)} ms  ${call.operation}`,
      );
    }
  }
  return [
    {
      schedule: label(project),
      measure: 'navigation → every row loaded (s)',
      p50: doneAt / 1000,
      p95: Number.NaN,
      extra: `first rows ${(firstAt / 1000).toFixed(2)} s, ${pages} pages; JS heap ${heap.toFixed(0)} MiB`,
    },
    {
      schedule: label(project),
      measure: 'the same pages read without a browser (s)',
      p50: bare,
      p95: Number.NaN,
      extra: 'Node fetch, one page after the other',
    },
  ];
}

/** Selects the Model cell of the first row, with a click and the arrow keys. */
async function selectModelCell(page: Page) {
  const ids = (
    (await page.getByTestId('schedule-grid').getAttribute('data-column-ids')) ?? ''
  ).split(',');
  const modelAt = ids.indexOf('model');
  if (modelAt < 0) throw new Error('no Model column shown');
  // The Type column (frozen, 180 px) starts after the row markers: its middle is past them.
  const box = await page.getByTestId('data-grid-canvas').boundingBox();
  if (!box) throw new Error('no grid on the page');
  await page.mouse.click(box.x + 150, box.y + 36 + 18);
  for (let step = 0; step < modelAt; step += 1) await page.keyboard.press('ArrowRight');
}

type EditCounts = { commits: number; rendered: number; textsDrawn: number };

/**
 * Edits as a person types them: a value, Enter (which saves it and goes down), then the next
 * once the answer is shown. Counts what each edit renders and draws.
 */
async function editOneByOne(page: Page, count: number): Promise<EditCounts[]> {
  const counts: EditCounts[] = [];
  const before = await readProbes(page, (probes) => probes.edits.length);
  for (let edit = 0; edit < count; edit += 1) {
    await page.keyboard.type(`B-${edit}-${Date.now() % 1000}`);
    await readProbes(page, (probes) => {
      probes.counting = true;
      if (probes.renderRoots) probes.renderRoots = [];
      if (probes.renderCounts) probes.renderCounts = {};
      probes.commits = 0;
      probes.rendered = 0;
      probes.textsDrawn = 0;
    });
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (count) =>
        window.__gridBench.edits.filter((sent) => sent.answeredAt !== null).length >= count,
      before + edit + 1,
    );
    // The answer is applied after it arrives; then the grid draws.
    await page.waitForTimeout(30);
    await twoFrames(page);
    counts.push(
      await readProbes(page, (probes) => {
        probes.counting = false;
        return {
          commits: probes.commits,
          rendered: probes.rendered,
          textsDrawn: probes.textsDrawn,
        };
      }),
    );
    if (process.env.GRID_BENCH_VERBOSE && edit === count - 1) {
      console.log(
        'commits of the last edit:',
        await readProbes(page, (probes) => probes.renderRoots),
      );
      const counts = await readProbes(page, (probes) => probes.renderCounts ?? {});
      const most = Object.entries(counts).sort((a, b) => b[1] - a[1]);
      console.log(
        'components rendered most:',
        most
          .slice(0, 40)
          .map(([name, count]) => `${name} ${count}`)
          .join(', '),
      );
    }
  }
  return counts;
}

/** Values and Enter typed with no gap between keys, as a barcode scanner sends them. */
async function editWithoutGaps(page: Page, count: number) {
  const before = await readProbes(page, (probes) => probes.edits.length);
  const values = Array.from({ length: count }, (_, edit) => `S-${edit}-${Date.now() % 1000}`);
  await page.keyboard.type(values.map((value) => `${value}\n`).join(''));
  await page.waitForFunction(
    (count) => window.__gridBench.edits.filter((sent) => sent.answeredAt !== null).length >= count,
    before + count,
    { timeout: 60_000 },
  );
}

/** Each request's time since its Enter was pressed: the nth request answers the nth Enter. */
async function sinceEnters(page: Page, from: { enters: number; edits: number }) {
  const { enters, edits } = await readProbes(page, (probes) => ({
    enters: probes.enters,
    edits: probes.edits,
  }));
  return edits.slice(from.edits).map((sent, index) => {
    const enter = enters[from.enters + index];
    return enter === undefined ? Number.NaN : sent.sentAt - enter;
  });
}

/**
 * What moving the selection alone costs (an arrow key, then back): Glide draws every cell in
 * sight when the selection moves, as it does when an edit's Enter goes down a row.
 */
async function moveSelection(page: Page): Promise<EditCounts> {
  await readProbes(page, (probes) => {
    probes.counting = true;
    probes.commits = 0;
    probes.rendered = 0;
    probes.textsDrawn = 0;
  });
  await page.keyboard.press('ArrowDown');
  await twoFrames(page);
  const counts = await readProbes(page, (probes) => {
    probes.counting = false;
    return { commits: probes.commits, rendered: probes.rendered, textsDrawn: probes.textsDrawn };
  });
  await page.keyboard.press('ArrowUp');
  await twoFrames(page);
  return counts;
}

async function benchEdits(page: Page, cdp: CDPSession, project: BenchProject): Promise<BenchRow[]> {
  await selectModelCell(page);
  const arrow = await moveSelection(page);
  const mark = () =>
    readProbes(page, (probes) => ({ enters: probes.enters.length, edits: probes.edits.length }));
  if (process.env.GRID_BENCH_VERBOSE) {
    await readProbes(page, (probes) => {
      probes.renderRoots = [];
      probes.renderCounts = {};
    });
  }
  const scriptBefore = await scriptSeconds(cdp);
  const oneByOne = await mark();
  const counts = await profiled(cdp, `edits-${project.rows}`, () => editOneByOne(page, editCount));
  const scriptMs = ((await scriptSeconds(cdp)) - scriptBefore) * 1000;
  const sinceEnter = await sinceEnters(page, oneByOne);
  const answered = (await readProbes(page, (probes) => probes.edits))
    .slice(oneByOne.edits)
    .map((sent) => (sent.answeredAt ?? Number.NaN) - sent.sentAt);

  const scanner = await mark();
  const scannerStarted = performance.now();
  await editWithoutGaps(page, editCount);
  const scannerSeconds = (performance.now() - scannerStarted) / 1000;
  const scannerSinceEnter = await sinceEnters(page, scanner);

  const of = (key: keyof EditCounts) => counts.map((edit) => edit[key]);
  return [
    {
      schedule: label(project),
      measure: `Enter → updateCell request leaves (ms, ${editCount} edits)`,
      p50: percentile(sinceEnter, 50),
      p95: percentile(sinceEnter, 95),
      extra: `answered ${percentile(answered, 50).toFixed(1)} ms after (p50)`,
    },
    {
      schedule: label(project),
      measure: 'Enter → request, values typed with no gap (ms)',
      p50: percentile(scannerSinceEnter, 50),
      p95: percentile(scannerSinceEnter, 95),
      extra: `${editCount} values and Enters typed and saved in ${scannerSeconds.toFixed(1)} s`,
    },
    {
      schedule: label(project),
      measure: 'React components rendered per edit',
      p50: percentile(of('rendered'), 50),
      p95: percentile(of('rendered'), 95),
      extra: `${percentile(of('commits'), 50)} commits per edit (p50); an arrow key: ${arrow.rendered} in ${arrow.commits}`,
    },
    {
      schedule: label(project),
      measure: 'canvas texts drawn per edit',
      p50: percentile(of('textsDrawn'), 50),
      p95: percentile(of('textsDrawn'), 95),
      extra: `an arrow key: ${arrow.textsDrawn}; scripting ${(scriptMs / editCount).toFixed(1)} ms per edit (typing, saving, answer)`,
    },
  ];
}

/** The mouse wheel over the grid, a notch a frame, until its last row is in view. */
async function benchScroll(page: Page, project: BenchProject): Promise<BenchRow[]> {
  const scroller = page.getByTestId('schedule-grid').locator('.dvn-scroller');
  await scroller.evaluate((element) => {
    element.scrollTop = 0;
  });
  const height = await scroller.evaluate((element) => element.scrollHeight - element.clientHeight);
  const box = await page.getByTestId('data-grid-canvas').boundingBox();
  if (!box) throw new Error('no grid on the page');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const notches = 300;
  const notch = Math.ceil(height / notches);
  await readProbes(page, (probes) => {
    probes.textsDrawn = 0;
    probes.counting = true;
    probes.startFrames();
  });
  for (let step = 0; step < notches; step += 1) {
    await page.mouse.wheel(0, notch);
    await page.waitForTimeout(16);
  }
  await page.waitForFunction(
    () => {
      const element = document.querySelector('[data-testid="schedule-grid"] .dvn-scroller');
      return !!element && element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
    },
    undefined,
    { timeout: 10_000 },
  );
  const { frames, textsDrawn } = await readProbes(page, (probes) => {
    probes.stopFrames();
    probes.counting = false;
    return { frames: probes.frames, textsDrawn: probes.textsDrawn };
  });
  const intervals = frames.slice(1).map((time, index) => time - frames[index]!);
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  const fps = intervals.length / seconds;
  const long = intervals.filter((interval) => interval > 20).length;
  return [
    {
      schedule: label(project),
      measure: 'wheel scroll top → bottom: frame interval (ms)',
      p50: percentile(intervals, 50),
      p95: percentile(intervals, 95),
      extra: `${fps.toFixed(1)} frames/s over ${seconds.toFixed(1)} s, ${long} of ${intervals.length} frames over 20 ms, ${textsDrawn} texts drawn`,
    },
  ];
}

type BenchRow = { schedule: string; measure: string; p50: number; p95: number; extra: string };

/** The web app as the source is now, built into a folder of the bench's own. */
async function builtWebApp(): Promise<string> {
  if (process.env.WEB_DIST) return process.env.WEB_DIST;
  const outDir = path.join(os.tmpdir(), 'specboard-grid-bench-web');
  await run(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir'],
    process.env,
    'packages/web',
  );
  return outDir;
}

async function main() {
  process.env.WEB_DIST = await builtWebApp();
  const { dataDir, projects } = await seededDataDir();
  const server = await startServer({ LOG_LEVEL: 'error' }, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // performance.memory with figures more exact than its default buckets.
      '--enable-precise-memory-info',
    ],
  });
  const rows: BenchRow[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: server.url,
    });
    // tsx names functions with a helper of its own, which the page lacks.
    await context.addInitScript({
      content: `var __name = (target) => target; (${installPageProbes.toString()})(${!!process.env.GRID_BENCH_PROFILE});`,
    });
    const page = await context.newPage();
    const token = await signIn(server.url, page);
    for (const project of projects) {
      // A fresh page per schedule: its heap is the schedule's, and its probes start at zero.
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Performance.enable');
      rows.push(...(await benchLoad(tab, cdp, project, { url: server.url, token })));
      rows.push(...(await benchEdits(tab, cdp, project)));
      rows.push(...(await benchScroll(tab, project)));
      await tab.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('\nThe schedule grid in Chromium (headless, software drawing), embedded database\n');
  printTable(
    rows.map(({ schedule, ...figures }) => ({ database: schedule, ...figures })),
    'schedule',
  );
}

await main();
