import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { handleProviderEvent } from './features/billing/index.ts';
import { createFilesRoute } from './features/files/index.ts';
import {
  loadSigningSecret,
  startSessionRegistry,
  verifyAccessToken,
} from './features/identity/index.ts';
import { features as allFeatures } from './features/index.ts';
import type { Platform } from './graphql/context.ts';
import type { Feature } from './graphql/feature.ts';
import { createGraphQLServer } from './graphql/yoga.ts';
import { createHttpServer } from './http/http-server.ts';
import { createLogger, type Logger } from './logger.ts';
import { createAccountHooks } from './platform/account-hooks.ts';
import { createGeocoder } from './platform/geocoder/geocoder.ts';
import { startJobQueue } from './platform/jobs/job-queue.ts';
import { startMail } from './platform/mail/mailer.ts';
import { renderOutboxPage } from './platform/mail/outbox-page.ts';
import { createPubSubPort, pubSubNamespace } from './platform/pubsub/pubsub.ts';
import { createStorage } from './platform/storage/storage.ts';

export type App = {
  platform: Platform;
  /** Listens on the configured host and port (0 picks a free one); resolves to the base URL. */
  listen: () => Promise<string>;
  close: () => Promise<void>;
};

export type AppOptions = {
  /** Extra features, for tests that need an operation of their own. */
  extraFeatures?: Feature[];
  logger?: Logger;
  jobPollingIntervalSeconds?: number;
  /** The database being opened already (main.ts opens it while the server loads). */
  database?: Promise<DatabaseHandle>;
};

/** Opens the database, migrates it, and wires every adapter chosen by the configuration. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await (options.database ?? openDatabase(config));
  const stops: (() => void | Promise<void>)[] = [() => database.close()];
  try {
    const applied = await migrate(database);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    const pubsub = await createPubSubPort(config.redisUrl, pubSubNamespace(config));
    stops.unshift(() => pubsub.close());
    const jobs = await startJobQueue(database, {
      logger,
      pollingIntervalSeconds: options.jobPollingIntervalSeconds,
      maintenanceIntervalSeconds: config.jobMaintenanceIntervalSeconds,
    });
    stops.unshift(() => jobs.stop());
    const mail = await startMail({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      database,
      jobs,
      logger,
    });
    stops.unshift(() => mail.close());
    const storage = await createStorage(config.files.storage);
    stops.unshift(() => storage.close());
    const sessions = startSessionRegistry(database.db, pubsub, {
      forgetAfterMs: (config.auth.accessTokenTtlSeconds + 60) * 1000,
      logger,
    });
    stops.unshift(() => sessions.stop());
    const platform: Platform = {
      config,
      logger,
      database,
      pubsub,
      jobs,
      mail,
      storage,
      geocoder: createGeocoder(config.geocoder, { logger }),
      accountHooks: createAccountHooks(),
      signingSecret: await loadSigningSecret(database, config.auth.secret),
      sessions,
      serverId: randomUUID(),
      startedAt: new Date(),
    };
    const features = [...allFeatures, ...(options.extraFeatures ?? [])];
    for (const feature of features) {
      const stop = await feature.start?.(platform);
      if (stop) stops.unshift(stop);
    }
    const yoga = createGraphQLServer(platform, features);
    const billing = config.billing;
    // Stripe's events reach billing only through their signed webhook, and only when Stripe is set.
    // The Stripe SDK is loaded only when Stripe is set: it takes some 140 ms at every start.
    const stripeModules =
      billing.provider === 'stripe'
        ? await Promise.all([
            import('./platform/billing/stripe-provider.ts'),
            import('./platform/billing/stripe-webhook.ts'),
          ])
        : undefined;
    const stripeWebhook =
      billing.provider === 'stripe' && stripeModules
        ? stripeModules[1].createStripeWebhookRoute({
            stripe: stripeModules[0].createStripeClient(billing),
            webhookSecret: billing.webhookSecret,
            sink: (event) => handleProviderEvent(platform, event),
            maxBodyBytes: config.maxBodyBytes,
            logger,
          })
        : undefined;
    const { server, closeWebSocket } = createHttpServer({
      yoga,
      webDist: config.webDist,
      maxBodyBytes: config.maxBodyBytes,
      logger,
      publicUrl: config.publicUrl,
      outbox: config.mail.outboxPage ? () => renderOutboxPage(database) : undefined,
      // A token of an ended session (signed out, password changed) reaches no file either.
      files: createFilesRoute(platform, async (token) => {
        const claims = await verifyAccessToken(platform.signingSecret, token);
        return claims && !(await sessions.hasEnded(claims.familyId)) ? claims : undefined;
      }),
      stripeWebhook,
    });
    stops.unshift(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    stops.unshift(closeWebSocket);

    return {
      platform,
      listen: () =>
        new Promise((resolve, reject) => {
          server.once('error', reject);
          server.listen(config.port, config.host, () => {
            const { port } = server.address() as AddressInfo;
            const host = config.host.includes(':') ? `[${config.host}]` : config.host;
            resolve(`http://${host}:${port}`);
          });
        }),
      close: () => runAll(stops),
    };
  } catch (error) {
    await runAll(stops);
    throw error;
  }
}

async function runAll(stops: (() => void | Promise<void>)[]) {
  for (const stop of stops.splice(0)) {
    await stop();
  }
}
