// The benchmark's client, in a thread of its own, so that timing the server does not compete
// with the client for the server's event loop (as a browser on the same machine would not).
import { parentPort } from 'node:worker_threads';

const now = () => performance.timeOrigin + performance.now();

const updateCell = `mutation ($p: ID!, $w: ID!, $r: ID!, $c: String!, $v: JSON, $ver: CellVersion!, $s: String) {
  updateCell(projectId: $p, workspaceId: $w, row: $r, col: $c, value: $v, version: $ver, session: $s) { version }
}`;

async function post(job, body) {
  const response = await fetch(`${job.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.errors)
    throw new Error(`${JSON.stringify(answer.errors)} for ${JSON.stringify(body.variables)}`);
  return answer;
}

/** Edits rows in turn (each worker owns its rows, so every edit is accepted), `concurrency` at once. */
async function edits(job) {
  const versions = new Map(job.rows.map((row) => [row.id, row.versions]));
  const durations = [];
  let next = 0;
  let accepted = 0;
  const started = performance.now();
  const more = () =>
    job.durationMs ? performance.now() - started < job.durationMs : next < job.total;
  // Each lane owns every concurrency-th row, so no two lanes ever race on one cell.
  const worker = async (lane) => {
    const own = job.rows.filter((_, position) => position % job.concurrency === lane);
    let step = 0;
    while (more()) {
      const index = next++;
      const row = own[step++ % own.length];
      const col = job.stamp ? 'model' : index % 2 === 0 ? 'quantity' : 'model';
      const value = job.stamp ? `P${now()}` : col === 'quantity' ? String(index % 50) : `E${index}`;
      const rowVersions = versions.get(row.id);
      const t0 = performance.now();
      const answer = await post(job, {
        query: updateCell,
        variables: {
          ...job.ids,
          r: row.id,
          c: col,
          v: value,
          ver: rowVersions[col] ?? '1.0',
          s: 'bench',
        },
      });
      durations.push(performance.now() - t0);
      rowVersions[col] = answer.data.updateCell.version;
      accepted += 1;
      if (job.pauseMs) await new Promise((resolve) => setTimeout(resolve, job.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, (_, lane) => worker(lane)));
  return { durations, accepted, wallMs: performance.now() - started, rows: job.rows };
}

async function queries(job) {
  const durations = [];
  const started = performance.now();
  for (let index = 0; index < job.total; index++) {
    const t0 = performance.now();
    await post(job, job.body);
    durations.push(performance.now() - t0);
  }
  return { durations, accepted: job.total, wallMs: performance.now() - started, rows: [] };
}

parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage({
      ok: true,
      result: job.kind === 'edits' ? await edits(job) : await queries(job),
    });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error) });
  }
});
