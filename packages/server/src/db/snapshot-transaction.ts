import type { DatabaseHandle, RawRunner } from './connection.ts';

/**
 * One raw transaction whose statements all read one snapshot (repeatable read), so that a copy
 * made of several statements holds exactly what was committed when it began.
 */
export function snapshotTransaction<T>(
  database: Pick<DatabaseHandle, 'rawTransaction'>,
  work: (run: RawRunner) => Promise<T>,
): Promise<T> {
  return database.rawTransaction(async (run) => {
    await run('set transaction isolation level repeatable read');
    return work(run);
  });
}
