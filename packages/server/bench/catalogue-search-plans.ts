/**
 * The plans behind the catalogue search figures (issue 24 asks for them in the note): with
 * CATALOGUE_BENCH_PLANS=1, each search is sent once more while the database handle notes the
 * statements it runs, and each read among them is then run again under EXPLAIN ANALYZE. No search code is
 * named here, so the plans follow the search however it is written.
 */
import type { App } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { type Body, post } from './catalogue-search-client.ts';
import type { Writer } from './catalogue-writer.ts';

type Statement = { text: string; values: unknown[] };

/** Sends the search while noting every raw statement the server runs on the handle. */
async function statementsOf(database: DatabaseHandle, writer: Writer, body: Body) {
  const seen: Statement[] = [];
  const { executeSql, executePrepared, executeOneShot } = database;
  database.executeSql = (text, values) => {
    seen.push({ text, values: values ?? [] });
    return executeSql(text, values);
  };
  database.executePrepared = (name, text, values) => {
    seen.push({ text, values: values ?? [] });
    return executePrepared(name, text, values);
  };
  database.executeOneShot = (text, values) => {
    seen.push({ text, values: values ?? [] });
    return executeOneShot(text, values);
  };
  try {
    await post(writer, body);
  } finally {
    database.executeSql = executeSql;
    database.executePrepared = executePrepared;
    database.executeOneShot = executeOneShot;
  }
  return seen;
}

class RolledBack extends Error {}

/**
 * A statement's plan as it ran, in a transaction rolled back after: a finding statement also
 * keeps the search it found (an insert of its id, which the search itself kept already), which
 * must neither clash nor stay.
 */
async function planOf(database: DatabaseHandle, statement: Statement): Promise<string[]> {
  let lines: string[] = [];
  try {
    await database.rawTransaction(async (run) => {
      await run('delete from search_scrolls');
      const { rows } = await run(`explain (analyze, buffers) ${statement.text}`, statement.values);
      lines = (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return lines;
}

const shortValue = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** Prints, for each search, every statement it ran and the plan of each read. */
export async function printSearchPlans(
  app: App,
  writer: Writer,
  searches: { name: string; body: Body }[],
) {
  const database = app.platform.database;
  for (const search of searches) {
    const statements = await statementsOf(database, writer, search.body);
    console.log(`\n=== plans (${database.kind}): ${search.name} — ${statements.length} statements`);
    for (const statement of statements) {
      const oneLine = statement.text.replace(/\s+/g, ' ').trim();
      console.log(`\n--- ${oneLine.slice(0, 400)}${oneLine.length > 400 ? '…' : ''}`);
      console.log(`    values: ${statement.values.map(shortValue).join(', ')}`);
      if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
      for (const line of await planOf(database, statement)) console.log(`    ${line}`);
    }
  }
}
