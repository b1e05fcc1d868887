import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

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
        const messages: BackendMessage[] = [];
        try {
          const types = prepared.get(name) ?? (await prepare(name, text));
          const serialized = serialize(values, types);
          messages.push(
            ...(await run(protocol.serialize.bind({ statement: name, values: serialized }))),
            ...(await run(protocol.serialize.describe({ type: 'P' }))),
            ...(await run(protocol.serialize.execute({}))),
          );
        } finally {
          messages.push(...(await run(protocol.serialize.sync())));
        }
        await pglite.syncToFs();
        return parse.parseResults(messages, pglite.parsers)[0] as Results;
      }),
    );
  };
}
