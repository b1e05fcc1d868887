// The benchmark's client, in a thread of its own, so that timing the server does not compete
// with the client for the server's event loop (as a browser on the same machine would not).
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

const now = () => performance.timeOrigin + performance.now();

const updateCell = `mutation ($p: ID!, $w: ID!, $r: ID!, $c: String!, $v: JSON, $ver: CellVersion!, $s: String) {
  updateCell(projectId: $p, workspaceId: $w, row: $r, col: $c, value: $v, version: $ver, session: $s) { version }
}`;

const updateCells = `mutation ($p: ID!, $w: ID!, $cells: [CellEditInput!]!, $s: String) {
  updateCells(projectId: $p, workspaceId: $w, cells: $cells, session: $s) { cells { rowId col version } }
}`;

// Kept-alive connections, as a browser keeps them; node:http rather than fetch, whose own
// overhead (about half a millisecond a request here) would be counted against the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(job, body) {
  const url = new URL('/graphql', job.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          const answer = JSON.parse(text);
          if (answer.errors) {
            reject(
              new Error(`${JSON.stringify(answer.errors)} for ${JSON.stringify(body.variables)}`),
            );
          } else resolve(answer);
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
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

/**
 * Batches of `rowsPerBatch` rows × `columns` (a pasted block), one after another, each on the
 * next rows in turn, every cell at its current version so that each batch is accepted.
 */
async function batches(job) {
  const durations = [];
  const started = performance.now();
  for (let index = 0; index < job.total; index++) {
    const first = (index * job.rowsPerBatch) % job.rows.length;
    const block = job.rows.slice(first, first + job.rowsPerBatch);
    const cells = block.flatMap((row, rowIndex) =>
      job.columns.map((col) => ({
        row: row.id,
        col,
        value:
          col === 'quantity'
            ? String((index + rowIndex) % 50)
            : col === 'budgetPrice'
              ? `${(index + rowIndex) % 90}.25`
              : `B${index}-${rowIndex}`,
        version: row.versions[col] ?? '1.0',
      })),
    );
    const t0 = performance.now();
    const answer = await post(job, {
      query: updateCells,
      variables: { ...job.ids, cells, s: 'bench' },
    });
    durations.push(performance.now() - t0);
    const byId = new Map(block.map((row) => [row.id, row]));
    for (const cell of answer.data.updateCells.cells)
      byId.get(cell.rowId).versions[cell.col] = cell.version;
  }
  return { durations, accepted: job.total, wallMs: performance.now() - started, rows: job.rows };
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
      result:
        job.kind === 'edits'
          ? await edits(job)
          : job.kind === 'batches'
            ? await batches(job)
            : await queries(job),
    });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error) });
  }
});
