import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDelivery,
  findLostEdits,
  runEditors,
  type ScaleOut,
  type ScaleOutPlan,
  startScaleOut,
} from './support/scale-out.ts';
import { testDatabase } from './support/test-config.ts';

const redisUrl = process.env.REDIS_URL;
const runnable = testDatabase === 'postgres' && Boolean(redisUrl);

// 200 editors on 4 schedules (50 each, every other one on the second server), each on 2 rows of
// its own; 2 subscribers to each schedule on each server. Timings are the bench's (scale-out-bench).
const plan: ScaleOutPlan = {
  schedules: 4,
  editors: 200,
  rowsPerEditor: 2,
  subscribersPerServer: 2,
};
const editsPerEditor = 5;

describe.skipIf(!runnable)(
  'two server processes on PostgreSQL and Redis under 200 editors (skipped unless the server:postgres project runs with REDIS_URL set)',
  () => {
    let scaleOut: ScaleOut;

    beforeAll(async () => {
      scaleOut = await startScaleOut(plan, redisUrl!);
    });
    afterAll(() => scaleOut?.stop());

    it('deliver every accepted edit exactly once to every subscriber of its schedule, on both servers, and lose none', async () => {
      const editing = await runEditors(scaleOut, plan, { editsPerEditor });
      // Every editor owns its rows, so every edit is accepted.
      expect(editing.failures).toEqual([]);
      const accepted = editing.accepted.flat();
      expect(accepted).toHaveLength(plan.editors * editsPerEditor);

      const delivery = await checkDelivery(scaleOut, editing.accepted);
      expect(delivery.examples).toEqual([]);
      expect(delivery).toMatchObject({ missing: 0, duplicated: 0, unexpected: 0 });
      // Each schedule's edits and its two fence edits, at each of its four subscribers.
      const subscribers = plan.subscribersPerServer * scaleOut.servers.length;
      expect(delivery.expected).toBe((accepted.length + plan.schedules * 2) * subscribers);

      // Read back through the servers: each row holds the last edit accepted on it.
      expect(await findLostEdits(scaleOut, editing.accepted)).toEqual([]);
    });
  },
);
