import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { Logger } from '../logger.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { PubSub } from '../platform/pubsub/pubsub.ts';

/** What lives as long as the process: shared by every request. */
export type Platform = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  pubsub: PubSub;
  jobs: JobQueue;
  serverId: string;
  startedAt: Date;
};

/** What a resolver receives: the platform plus this request's id and logger. */
export type GraphQLContext = Platform & {
  requestId: string;
  log: Logger;
};
