import { afterAll, expect, it } from 'vitest';
import { createTestEnvironment, type TestEnvironment } from '../../../test/support/test-config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/connection.ts';
import { createLogger } from '../../logger.ts';
import { startJobQueue } from './job-queue.ts';

const environments: TestEnvironment[] = [];
afterAll(async () => {
  await Promise.all(environments.map((environment) => environment.dispose()));
});

it('stops only once a job fetched while stopping has run and been recorded, so it does not run twice', async () => {
  const environment = await createTestEnvironment();
  environments.push(environment);
  const database = await openDatabase(environment.config);
  // The queue's statements go through this handle: the answer to the fetch that takes a job
  // comes back late, so that stop() is called while the job is on its way to its worker.
  let fetchOnItsWay: () => void = () => {};
  const fetchSeen = new Promise<void>((resolve) => {
    fetchOnItsWay = resolve;
  });
  let slowFetch = false;
  const handle: DatabaseHandle = {
    ...database,
    executeSql: async (text, values) => {
      const result = await database.executeSql(text, values);
      if (slowFetch && /SKIP LOCKED/i.test(text) && result.rows.length > 0) {
        fetchOnItsWay();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return result;
    },
  };
  const queue = await startJobQueue(handle, {
    logger: createLogger('silent'),
    pollingIntervalSeconds: 0.5,
  });
  const ran: string[] = [];
  await queue.define<{ note: string }>('stop-probe', async ({ note }) => {
    ran.push(note);
  });
  slowFetch = true;
  const id = await queue.send('stop-probe', { note: 'once' });
  await fetchSeen;
  await queue.stop();

  // When stop() returns, the job has run and is recorded as completed: the server may close
  // its database now without leaving the job active, to be run again once it expires.
  expect(ran).toEqual(['once']);
  const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
  expect(rows).toEqual([{ state: 'completed' }]);
  await database.close();
});
