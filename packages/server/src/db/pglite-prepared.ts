/// <reference path="./pg-utils.d.ts" />
import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils.js';

/**
 * Named prepared statements for PGlite. Its `query` parses and plans every statement anew; on the
 * schedule's access check (nine joins) planning took 7.8 ms of 8.2, on every edit. Prepared once
 * under a name, PostgreSQL keeps the parse tree and, after a few runs, a generic plan, as the
 * server does for `pg`'s named queries.
 */
export function preparedStatements(pglite: PGlite) {
  /** Each statement's parameter types, by name, once PGlite has parsed it. */
  const prepared = new Map<string, number[]>();

  const run = async (message: Uint8Array) =>
    (await pglite.execProtocol(message, { syncToFs: false })).messages;

  async function prepare(name: string, text: string) {
    const messages = await run(protocol.serialize.parse({ name, text, types: [] }));
    messages.push(...(await run(protocol.serialize.describe({ type: 'S', name }))));
    const description = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const types = description?.dataTypeIDs ?? [];
    prepared.set(name, types);
    return types;
  }

  function serialize(values: unknown[], types: number[]) {
    return values.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
  }

  return async function executePrepared(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<Results> {
    // The same locks as `query`: after any open transaction, one protocol exchange at a time.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        if (!prepared.has(name)) {
          try {
            await prepare(name, text);
          } finally {
            await run(protocol.serialize.sync());
          }
        }
        const serialized = serialize(values, prepared.get(name) ?? []);
        // One exchange for bind, describe, execute and sync: a quarter of the calls into PGlite.
        // Sync is part of the message, so a failing statement still leaves the session ready.
        const messages = await run(
          concatenate([
            protocol.serialize.bind({ statement: name, values: serialized }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        await pglite.syncToFs();
        return parse.parseResults(messages, pglite.parsers)[0] as Results;
      }),
    );
  };
}

/**
 * A statement whose text changes with its arguments (a search's conditions), planned anew for its
 * values, in one exchange with PGlite: its `query` takes four (parse, describe, bind and execute,
 * sync), a millisecond or more apiece on a search. The values are written as the `pg` driver
 * writes them, so that a statement reads them alike on both databases; PostgreSQL infers each
 * parameter's type from the statement.
 */
export function oneShotStatements(pglite: PGlite) {
  return async function executeOneShot(text: string, values: unknown[] = []): Promise<Results> {
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const { messages } = await pglite.execProtocol(
          concatenate([
            protocol.serialize.parse({ text, types: [] }),
            protocol.serialize.bind({
              values: values.map((value) => prepareValue(value) as string | null),
            }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await pglite.syncToFs();
        return parse.parseResults(messages, pglite.parsers)[0] as Results;
      }),
    );
  };
}

function concatenate(parts: Uint8Array[]) {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
