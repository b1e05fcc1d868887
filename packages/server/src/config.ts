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
  PUBLIC_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'expected a sender address')
    .default('Specboard <no-reply@specboard.local>'),
  MAIL_OUTBOX_PAGE: z
    .enum(['auto', 'on', 'off'], { message: 'expected auto, on or off' })
    .default('auto'),
  AUTH_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || value.length >= 32,
      'expected at least 32 characters',
    ),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(600),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: positiveInt(20),
  SIGN_IN_THROTTLE_WINDOW_SECONDS: positiveInt(900),
  TRUST_PROXY: z.enum(['true', 'false'], { message: 'expected true or false' }).default('false'),
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
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string; outboxPage: boolean };
  auth: {
    secret: string | undefined;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    throttleWindowSeconds: number;
  };
  trustProxy: boolean;
};

function isLoopback(host: string) {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

function displayHost(host: string) {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

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
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost(e.HOST)}:${e.PORT}`).replace(/\/$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      // The outbox shows every code sent: offer it only where no one else can reach it.
      outboxPage:
        !e.SMTP_URL &&
        (e.MAIL_OUTBOX_PAGE === 'on' || (e.MAIL_OUTBOX_PAGE === 'auto' && isLoopback(e.HOST))),
    },
    auth: {
      secret: e.AUTH_SECRET,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      maxFailuresPerAccount: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: e.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      throttleWindowSeconds: e.SIGN_IN_THROTTLE_WINDOW_SECONDS,
    },
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
