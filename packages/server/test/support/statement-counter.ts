import type { KyselyPlugin, RootOperationNode } from 'kysely';
import type { DatabaseHandle } from '../../src/db/connection.ts';

/** What a counter has seen: every statement sent, and those naming a table, by table. */
export type StatementCount = { total: number; naming: (table: string) => number };

/**
 * Counts the statements the server sends to its database, by wrapping every way the handle runs
 * one: Kysely queries (a plugin, on `db`), `executeSql`, `executePrepared` and the statements of
 * `rawTransaction`s (their begin and commit aside). The server reads these from the shared handle
 * at each call, so everything it runs afterwards is counted, background work (the job queue's
 * polling) included. `stop` puts the handle back as it was.
 */
export function countStatements(database: DatabaseHandle) {
  let texts: string[] = [];
  const seen = (text: string) => {
    texts.push(text);
  };
  const original = { ...database };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      seen(JSON.stringify(node satisfies RootOperationNode));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  database.db = original.db.withPlugin(plugin);
  database.executeSql = (text, values) => {
    seen(text);
    return original.executeSql(text, values);
  };
  database.executePrepared = (name, text, values) => {
    seen(text);
    return original.executePrepared(name, text, values);
  };
  database.rawTransaction = (work) =>
    original.rawTransaction((run) =>
      work((text, values) => {
        seen(text);
        return run(text, values);
      }),
    );
  return {
    /** Starts a new count, forgetting the statements seen so far. */
    reset: () => {
      texts = [];
    },
    read: (): StatementCount => {
      const snapshot = [...texts];
      return {
        total: snapshot.length,
        naming: (table) =>
          snapshot.filter((text) => new RegExp(`\\b${table}\\b`).test(text)).length,
      };
    },
    stop: () => {
      Object.assign(database, original);
    },
  };
}
