import type { DatabaseHandle } from '../../src/db/connection.ts';
import { type SeedScheduleOptions, seedLiveSchedule } from '../../src/seed/seed-schedule.ts';

/**
 * Fills a project's live schedule with `count` rows of made-up lighting products in one
 * transaction, by the same seeding as the demo. Takes a test app or any app (the benchmark's).
 */
export function seedSchedule(
  app: { platform: { database: DatabaseHandle } },
  projectId: string,
  count: number,
  options: Omit<SeedScheduleOptions, 'rows'> = {},
) {
  return app.platform.database.rawTransaction((run) =>
    seedLiveSchedule(run, projectId, { ...options, rows: count }),
  );
}
