import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { Logger } from '../logger.ts';
import type { AccountHooks } from '../platform/account-hooks.ts';
import type { Geocoder } from '../platform/geocoder/geocoder.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { Mail } from '../platform/mail/mailer.ts';
import type { PubSub } from '../platform/pubsub/pubsub.ts';
import type { Storage } from '../platform/storage/storage.ts';

/** What lives as long as the process: shared by every request. */
export type Platform = {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  pubsub: PubSub;
  jobs: JobQueue;
  mail: Mail;
  accountHooks: AccountHooks;
  /** File contents: a local folder, or an S3-compatible bucket. */
  storage: Storage;
  /** Places for address fields: the built-in gazetteer, and GEOCODER_URL when set. */
  geocoder: Geocoder;
  /** Signs and checks access tokens; the same in every process on one database. */
  signingSecret: Uint8Array;
  /** Which sessions have ended, known to every process: their access tokens are refused. */
  sessions: SessionRegistry;
  serverId: string;
  startedAt: Date;
};

/**
 * Sessions (refresh families) that ended before their access tokens expired: signed out, the
 * password changed or reset, a stolen refresh token seen. Implemented by the identity feature.
 */
export type SessionRegistry = {
  /** True once the session has ended, whichever process ended it. */
  hasEnded(familyId: string): Promise<boolean>;
  /**
   * Records sessions just ended (call after the revoking transaction committed) and tells every
   * process, so that their tokens are refused and their sockets closed at once.
   */
  announceEnded(familyIds: readonly string[]): void;
  /** Calls `onEnded` once when the session ends; returns the function that stops watching. */
  watch(familyId: string, onEnded: () => void): () => void;
};

/** Who is calling, from a valid access token. */
export type Viewer = { userId: string; familyId: string };

/** What a resolver receives: the platform plus what this request carries. */
export type GraphQLContext = Platform & {
  requestId: string;
  log: Logger;
  /** Absent when signed out, or when the token presented was expired or forged. */
  viewer: Viewer | undefined;
  /**
   * A project's shared-link token this request presents (header `x-shared-link`, or `sharedLink`
   * in the WebSocket connection params), for the reads link readers may make.
   */
  sharedLink: string | undefined;
  /** A token was presented but refused: the client should refresh its session. */
  tokenRefused: boolean;
  clientAddress: string;
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
  /** Adds a Set-Cookie header to this response (HTTP only; ignored on WebSocket). */
  setCookie: (cookie: string) => void;
};
