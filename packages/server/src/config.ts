import path from 'node:path';
import { codeLimitWindowSeconds, defaultUploadMaxBytes, type RateLimit } from '@specboard/domain';
import { z } from 'zod';
import { type ProxyTrust, parseProxyTrust, proxyTrustExpected } from './http/client-address.ts';

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
  DATA_DIR: z.string().trim().min(1, 'expected a folder path').optional(),
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
  CORS_ORIGINS: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || value.split(',').every((origin) => isWebOrigin(origin.trim())),
      'expected origins such as https://app.example.com, separated by commas',
    ),
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
  SIGN_IN_MAX_FAILURES_PER_SOURCE: positiveInt(5),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: positiveInt(100),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: positiveInt(100),
  SIGN_IN_THROTTLE_WINDOW_SECONDS: positiveInt(900),
  CODE_MAILS_PER_CLIENT_PER_HOUR: positiveInt(100),
  CODE_GUESSES_PER_CLIENT_PER_HOUR: positiveInt(100),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => parseProxyTrust(value) !== undefined, proxyTrustExpected),
  FILES_DIR: optionalText,
  UPLOAD_MAX_BYTES: positiveInt(defaultUploadMaxBytes),
  FILE_LINK_LIFETIME_SECONDS: positiveInt(900),
  EXPORT_JOB_TIMEOUT_SECONDS: positiveInt(240),
  JOB_MAINTENANCE_INTERVAL_SECONDS: positiveInt(120),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_REGION: z.string().trim().min(1, 'expected a region name').default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['auto', 'true', 'false'], { message: 'expected auto, true or false' })
    .default('auto'),
  PROCORE_CLIENT_ID: optionalText,
  PROCORE_CLIENT_SECRET: optionalText,
  PROCORE_API_URL: optionalUrl(['http', 'https']),
  PROCORE_LOGIN_URL: optionalUrl(['http', 'https']),
  GEOCODER_URL: optionalUrl(['http', 'https']),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  BILLING_TEST_PROVIDER: z
    .enum(['auto', 'on', 'off'], { message: 'expected auto, on or off' })
    .default('auto'),
  GEOCODER_KIND: z
    .enum(['photon', 'nominatim'], { message: 'expected photon or nominatim' })
    .default('photon'),
});

// Settings that are only wrong together: each issue names the variable to fix.
const checkedEnvironment = environmentSchema.superRefine((e, context) => {
  const s3Settings = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'expected both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
    });
  }
  const given = s3Settings.filter((name) => e[name]);
  if (!e.S3_BUCKET && given.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `expected a bucket name, since ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`,
    });
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const [missing, present] = e.S3_ACCESS_KEY_ID
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: `expected a value, since ${present} is set`,
    });
  }
  if (e.S3_BUCKET && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(e.S3_BUCKET)) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'expected 3 to 63 lower-case letters, digits, dots or hyphens',
    });
  }
});

/** Where files go: a folder on this machine, or a bucket of an S3-compatible store. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Absent: Amazon S3 itself. */
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      /** Absent: the AWS SDK's own chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

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
  /**
   * Origins whose pages may call /graphql with the user's cookies: the app's own (PUBLIC_URL's)
   * and those CORS_ORIGINS lists. Any other origin gets no CORS headers, so its page cannot read.
   */
  corsOrigins: string[];
  mail: { smtpUrl: string | undefined; from: string; outboxPage: boolean };
  auth: {
    secret: string | undefined;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    /**
     * Failed sign-ins allowed within the window: on one account from one network address (the
     * source) first, so that someone else's guessing does not hold the owner out; then on one
     * account from anywhere, and from one address on any accounts.
     */
    signInLimits: { perSource: RateLimit; perAccount: RateLimit; perAddress: RateLimit };
    /** Codes one client (network address) may have mailed, and guesses it may make, an hour. */
    codeLimitsPerClient: { mails: RateLimit; guesses: RateLimit };
  };
  /** Proxies believed about the client's address (X-Forwarded-For): how many, or which. */
  trustProxy: ProxyTrust;
  files: {
    storage: StorageConfig;
    maxUploadBytes: number;
    /** How long a download link handed out lasts (FILE_LINK_LIFETIME_SECONDS, 15 minutes). */
    linkLifetimeSeconds: number;
  };
  /**
   * An export job running longer than jobTimeoutSeconds (EXPORT_JOB_TIMEOUT_SECONDS, 4 minutes:
   * the spec states up to 3) is taken for dead, as when its process was killed, and run again.
   */
  exports: { jobTimeoutSeconds: number };
  /** How often the job queue looks for jobs past their time (JOB_MAINTENANCE_INTERVAL_SECONDS). */
  jobMaintenanceIntervalSeconds: number;
  /** Absent url: the built-in gazetteer of world cities alone. */
  geocoder: { url: string | undefined; kind: 'photon' | 'nominatim' };
  /**
   * The Procore app this server signs in as (PROCORE_CLIENT_ID and PROCORE_CLIENT_SECRET); the
   * integration is offered only when both are set.
   */
  procore: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    apiUrl: string;
    loginUrl: string;
  };
  /**
   * Who takes payments: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (its API
   * at STRIPE_API_URL, for a fake in tests); else the built-in test provider, whose test cards
   * cost nothing, unless BILLING_TEST_PROVIDER is off, or auto on a server published over https;
   * else none (the payment page says payments are not set up).
   */
  billing:
    | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined }
    | { provider: 'test' }
    | { provider: 'none' };
};

function billingSettings(
  e: z.infer<typeof environmentSchema>,
  publicUrl: string,
): Config['billing'] {
  if (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    return {
      provider: 'stripe',
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL?.replace(/\/$/, ''),
    };
  }
  const testProvider =
    e.BILLING_TEST_PROVIDER === 'on' ||
    (e.BILLING_TEST_PROVIDER === 'auto' && !publicUrl.startsWith('https:'));
  return testProvider ? { provider: 'test' } : { provider: 'none' };
}

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

/** An origin as a browser sends it: http(s), a host, an optional port, nothing after. */
function isWebOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === text.replace(/\/$/, '')
    );
  } catch {
    return false;
  }
}

/** The repository's root: `npm start`, `npm run demo` and `npm run admin` all keep data under it. */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The embedded database's folder: DATA_DIR, read from the folder the command was typed in (npm
 * runs a workspace's script in the workspace's folder and says where it was typed in INIT_CWD),
 * or else `data` at the repository's root, the same for every command.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv): string {
  const given = env.DATA_DIR?.trim();
  if (!given) return path.join(repositoryRoot, 'data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), given);
}

/** Reads every setting from the environment once, refusing bad values with a message per variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvironment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const signInWindow = e.SIGN_IN_THROTTLE_WINDOW_SECONDS;
  const dataDir = resolveDataDir(env);
  const publicUrl = (e.PUBLIC_URL ?? `http://${displayHost(e.HOST)}:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
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
    publicUrl,
    corsOrigins: [
      ...new Set([
        new URL(publicUrl).origin,
        ...(e.CORS_ORIGINS ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .map((origin) => new URL(origin).origin),
      ]),
    ],
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      // The outbox shows every code sent: offer it only where no one else can reach it, and
      // never on a server published over https, which is for others to reach.
      outboxPage:
        !e.SMTP_URL &&
        !publicUrl.startsWith('https:') &&
        (e.MAIL_OUTBOX_PAGE === 'on' || (e.MAIL_OUTBOX_PAGE === 'auto' && isLoopback(e.HOST))),
    },
    auth: {
      secret: e.AUTH_SECRET,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      signInLimits: {
        perSource: { max: e.SIGN_IN_MAX_FAILURES_PER_SOURCE, windowSeconds: signInWindow },
        perAccount: { max: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: signInWindow },
        perAddress: { max: e.SIGN_IN_MAX_FAILURES_PER_ADDRESS, windowSeconds: signInWindow },
      },
      codeLimitsPerClient: {
        mails: { max: e.CODE_MAILS_PER_CLIENT_PER_HOUR, windowSeconds: codeLimitWindowSeconds },
        guesses: { max: e.CODE_GUESSES_PER_CLIENT_PER_HOUR, windowSeconds: codeLimitWindowSeconds },
      },
    },
    trustProxy: parseProxyTrust(e.TRUST_PROXY) ?? { hops: 0 },
    exports: { jobTimeoutSeconds: e.EXPORT_JOB_TIMEOUT_SECONDS },
    jobMaintenanceIntervalSeconds: e.JOB_MAINTENANCE_INTERVAL_SECONDS,
    files: {
      maxUploadBytes: e.UPLOAD_MAX_BYTES,
      linkLifetimeSeconds: e.FILE_LINK_LIFETIME_SECONDS,
      storage: e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            // Most S3-compatible stores (MinIO, Ceph, a local fake) address buckets by path.
            forcePathStyle:
              e.S3_FORCE_PATH_STYLE === 'auto'
                ? Boolean(e.S3_ENDPOINT)
                : e.S3_FORCE_PATH_STYLE === 'true',
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : {
            kind: 'local',
            dir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
          },
    },
    geocoder: { url: e.GEOCODER_URL, kind: e.GEOCODER_KIND },
    billing: billingSettings(e, publicUrl),
    procore: {
      clientId: e.PROCORE_CLIENT_ID,
      clientSecret: e.PROCORE_CLIENT_SECRET,
      apiUrl: (e.PROCORE_API_URL ?? 'https://api.procore.com').replace(/\/$/, ''),
      loginUrl: (e.PROCORE_LOGIN_URL ?? 'https://login.procore.com').replace(/\/$/, ''),
    },
  };
}
