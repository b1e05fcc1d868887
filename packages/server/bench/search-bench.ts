/**
 * Searching a schedule's cells (searchProjectCells): the first page of 100, on 5,000 and on
 * 50,000 rows, for a word most rows hold, one a few rows hold, and one no row holds. Goals of
 * issue 18: p50 under 5 ms on 5,000 rows and under 20 ms on 50,000.
 */
import type { App } from '../src/app.ts';
import { graphql } from '../test/graphql/index.ts';
import { documentText } from '../test/support/document-text.ts';
import { seedSchedule } from '../test/support/seed.ts';
import { onClients, signedInOwner } from './schedule-bench.ts';
import { type BenchRow, percentile } from './stats.ts';

const searchQuery = graphql(`query SearchBenchFirstPage($p: ID!, $w: ID!, $q: String!) {
  searchProjectCells(projectId: $p, workspaceId: $w, query: $q, limit: 100) {
    scrollID data { rowId }
  }
}`);

type SeededRow = { model?: string; manufacturer?: string };

/** A word on many rows, one on a few, and one on none, read from the seeded cells. */
function queriesFor(cells: SeededRow[]) {
  const counts = (values: (string | undefined)[]) => {
    const byValue = new Map<string, number>();
    for (const value of values) if (value) byValue.set(value, (byValue.get(value) ?? 0) + 1);
    return [...byValue].sort((a, b) => b[1] - a[1]);
  };
  const manufacturers = counts(cells.map((cell) => cell.manufacturer));
  const models = counts(cells.map((cell) => cell.model));
  return [
    { name: 'common word', query: manufacturers[0]![0] },
    { name: 'rare model', query: models.at(-1)![0] },
    { name: 'no match', query: 'qqzx' },
  ];
}

export async function benchSearch(label: string, app: App, url: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const scheduleRows of [5_000, 50_000]) {
    const owner = await signedInOwner(app, url);
    await seedSchedule(app, owner.projectId, scheduleRows, { seed: scheduleRows });
    await app.platform.database.executeSql('analyze schedule_rows');
    const { rows: seeded } = await app.platform.database.executeSql(
      `select r.cells from schedule_rows r join schedules s on s.id = r.schedule_id
        where s.project_id = $1`,
      [owner.projectId],
    );
    const queries = queriesFor((seeded as { cells: SeededRow }[]).map((row) => row.cells));
    for (const { name, query } of queries) {
      const body = {
        query: documentText(searchQuery),
        variables: { p: owner.projectId, w: owner.workspaceId, q: query },
      };
      const [result] = await onClients([
        { url, token: owner.token, ids: {}, kind: 'queries', total: 300, body },
      ]);
      // The first 50 let the server and the database warm up.
      const timed = result!.durations.slice(50);
      rows.push({
        database: label,
        measure: `searchProjectCells, first page of 100, ${scheduleRows.toLocaleString('en')} rows, ${name}`,
        p50: percentile(timed, 50),
        p95: percentile(timed, 95),
        extra: `'${query}'`,
      });
    }
  }
  return rows;
}
