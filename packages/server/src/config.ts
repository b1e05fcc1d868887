import path from 'node:path';
import { z } from 'zod';

const port = z.coerce
  .number({ message: 'expected a port number' })
  .int('expected a whole number')
  .min(0, 'expected 0 to 65535')
  .max(65535, 'expected 0 to 65535');

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ message: 'expected a whole number' })
    .int('expected a whole number')
    .positive('expected a number above 0')
    .default(fallback);

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) =>
        value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}://`)),
      `expected a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const environmentSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'expected a host name or address').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'expected a folder path').default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_POOL_SIZE: positiveInt(10),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  PULSE_INTERVAL_MS: positiveInt(5000),
  MAX_BODY_BYTES: positiveInt(1_000_000),
  GRAPHQL_MAX_DEPTH: positiveInt(12),
  GRAPHQL_MAX_COST: positiveInt(20_000),
  GRAPHQL_MAX_ALIASES: positiveInt(30),
  GRAPHQL_MAX_TOKENS: positiveInt(5_000),
  MAINTENANCE_MESSAGE: optionalText,
  BANNER_MESSAGE: optionalText,
  WEB_DIST: optionalText,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  pulseIntervalMs: number;
  maxBodyBytes: number;
  graphqlLimits: { maxDepth: number; maxCost: number; maxAliases: number; maxTokens: number };
  notices: { maintenance: string | undefined; general: string | undefined };
  webDist: string;
};

/** Raised when a setting is wrong; its message names each variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads every setting from the environment once, refusing bad values with a message per variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    pulseIntervalMs: e.PULSE_INTERVAL_MS,
    maxBodyBytes: e.MAX_BODY_BYTES,
    graphqlLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
    },
    notices: { maintenance: e.MAINTENANCE_MESSAGE, general: e.BANNER_MESSAGE },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
  };
}
