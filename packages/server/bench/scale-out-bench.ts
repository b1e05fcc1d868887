/**
 * Scale-out (issue 18): two server processes on the PostgreSQL at DATABASE_URL and the Redis at
 * REDIS_URL, 200 editors spread over both, subscribers to every schedule on both. The harness is
 * the scale-out test's (test/support/scale-out.ts); here it is timed. Skipped without both URLs.
 */
import {
  checkDelivery,
  type EditorsResult,
  findLostEdits,
  runEditors,
  type ScaleOutPlan,
  startScaleOut,
} from '../test/support/scale-out.ts';
import { type BenchRow, percentile } from './stats.ts';

const plan: ScaleOutPlan = {
  schedules: 4,
  editors: 200,
  rowsPerEditor: 2,
  subscribersPerServer: 2,
};
const label = 'postgres+redis ×2';
const durationMs = 5000;

export async function benchScaleOut(): Promise<BenchRow[]> {
  const redisUrl = process.env.REDIS_URL;
  if (!process.env.DATABASE_URL || !redisUrl) return [];
  const scaleOut = await startScaleOut(plan, redisUrl);
  try {
    const runs: EditorsResult[] = [];
    const edit = async (work: Parameters<typeof runEditors>[2]) => {
      const result = await runEditors(scaleOut, plan, work);
      if (result.failures.length > 0) throw new Error(`edits failed: ${result.failures[0]}`);
      runs.push(result);
      return result;
    };
    await edit({ editsPerEditor: 3 }); // warm-up: connections, plans, JIT
    // People at keyboards: each editor edits, waits for the answer, pauses a second.
    const paced = await edit({ durationMs, pauseMs: 1000 });
    // The same clients at the same pace, asking something that reads no table.
    const floor = await runEditors(scaleOut, plan, { durationMs, pauseMs: 1000, floor: true });
    // Every editor sends its next edit as soon as the last one is answered.
    const flatOut = await edit({ durationMs });

    const accepted = scaleOut.schedules.map((_, index) =>
      runs.flatMap((run) => run.accepted[index]!),
    );
    const delivery = await checkDelivery(scaleOut, accepted);
    const lost = await findLostEdits(scaleOut, accepted);
    const faults = delivery.missing + delivery.duplicated + delivery.unexpected + lost.length;
    if (faults > 0) {
      throw new Error(`scale-out lost or repeated events: ${delivery.examples.concat(lost)[0]}`);
    }
    const subscribers = plan.subscribersPerServer * scaleOut.servers.length;
    const row = (
      measure: string,
      result: EditorsResult,
      extra: string,
      unit = 'accepted edits/s',
    ): BenchRow => ({
      database: label,
      measure,
      p50: percentile(result.durations, 50),
      p95: percentile(result.durations, 95),
      extra: `${extra}; ${Math.round((result.durations.length / result.wallMs) * 1000)} ${unit}`,
    });
    return [
      row(
        `updateCell, ${plan.editors} editors on 2 servers, one edit a second each`,
        paced,
        'target p95 100 ms',
      ),
      row(
        `floor: systemStatus, ${plan.editors} clients on 2 servers, one a second each`,
        floor,
        'reads no table',
        'req/s',
      ),
      row(
        `updateCell, ${plan.editors} editors on 2 servers, flat out`,
        flatOut,
        'target p95 100 ms',
      ),
      {
        database: label,
        measure: `edit seen by the ${subscribers} subscribers of its schedule, on both servers`,
        p50: percentile(delivery.latencies, 50),
        p95: percentile(delivery.latencies, 95),
        extra: `${delivery.expected} deliveries counted: none missing, none repeated, no edit lost`,
      },
    ];
  } finally {
    await scaleOut.stop();
  }
}
