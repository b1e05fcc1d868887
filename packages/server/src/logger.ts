import { pino } from 'pino';
import type { Config } from './config.ts';

export type Logger = pino.Logger;

/** One structured logger for the process; request-scoped children carry the request id. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level, base: { pid: process.pid } });
}
