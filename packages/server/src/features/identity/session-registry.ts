import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SessionRegistry } from '../../graphql/context.ts';
import type { Logger } from '../../logger.ts';
import type { PubSub } from '../../platform/pubsub/pubsub.ts';
import { findFamiliesRevokedSince, isFamilyRevoked } from './refresh-tokens.repository.ts';

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    /** Sessions (refresh families) just ended: every process refuses them and closes their sockets. */
    'session.ended': { familyIds: string[] };
  }
}

/** Every process hears every ended session: one scope for the whole topic. */
const everywhere = 'all';
/**
 * The periodic check reads the revocations of this last stretch, not only those since the last
 * check: a transaction may commit a while after it stamped revoked_at, and servers' clocks differ.
 */
const lookBackMs = 60_000;

type Entry = { ended: boolean; seenAt: number };

export type SessionRegistryOptions = {
  /** How often the open sessions this process knows are checked against the database. */
  checkEveryMs?: number;
  /** A session not seen for this long is forgotten (asked again if it comes back). */
  forgetAfterMs: number;
  logger: Logger;
};

/**
 * The identity feature's SessionRegistry. A session's state is read once from the database and
 * then kept in memory, so a request pays a map lookup. It is kept true three ways: this process
 * marks what it revokes at once; every process hears the others' `session.ended` events (Redis
 * when configured); and once a second one query reads the sessions revoked lately, which
 * catches an event lost on the way or a revocation nobody announced (a stolen refresh token).
 */
export function startSessionRegistry(
  db: Kysely<Database>,
  pubsub: PubSub,
  { checkEveryMs = 1000, forgetAfterMs, logger }: SessionRegistryOptions,
): SessionRegistry & { stop: () => Promise<void> } {
  const known = new Map<string, Entry>();
  const pending = new Map<string, Promise<boolean>>();
  const watchers = new Map<string, Set<() => void>>();

  const markEnded = (familyIds: readonly string[]) => {
    for (const familyId of familyIds) {
      known.set(familyId, { ended: true, seenAt: Date.now() });
      const waiting = watchers.get(familyId);
      watchers.delete(familyId);
      for (const onEnded of waiting ?? []) {
        try {
          onEnded();
        } catch (error) {
          logger.error({ err: error }, 'closing an ended session failed');
        }
      }
    }
  };

  const hasEnded = (familyId: string): Promise<boolean> => {
    const entry = known.get(familyId);
    if (entry) {
      entry.seenAt = Date.now();
      return Promise.resolve(entry.ended);
    }
    let asking = pending.get(familyId);
    if (!asking) {
      asking = isFamilyRevoked(db, familyId)
        .then((revoked) => {
          // An announcement heard while the query ran wins over its older answer.
          const ended = revoked || known.get(familyId)?.ended === true;
          known.set(familyId, { ended, seenAt: Date.now() });
          if (ended) markEnded([familyId]);
          return ended;
        })
        .finally(() => pending.delete(familyId));
      pending.set(familyId, asking);
    }
    return asking;
  };

  let checking = false;
  const checkOpenSessions = async () => {
    if (checking) return;
    checking = true;
    try {
      const forgetBefore = Date.now() - forgetAfterMs;
      let open = 0;
      for (const [familyId, entry] of known) {
        if (entry.seenAt < forgetBefore && !watchers.has(familyId)) known.delete(familyId);
        else if (!entry.ended) open += 1;
      }
      if (open === 0) return;
      const revoked = await findFamiliesRevokedSince(db, new Date(Date.now() - lookBackMs));
      markEnded(revoked.filter((familyId) => known.get(familyId)?.ended === false));
    } catch (error) {
      logger.warn({ err: error }, 'checking open sessions failed');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void checkOpenSessions(), checkEveryMs);
  timer.unref();

  const events = pubsub.subscribe('session.ended', everywhere);
  void (async () => {
    for await (const event of events) markEnded(event.familyIds);
  })().catch((error: unknown) => logger.error({ err: error }, 'session events stopped'));

  return {
    hasEnded,
    announceEnded: (familyIds) => {
      const unique = [...new Set(familyIds)];
      if (unique.length === 0) return;
      markEnded(unique);
      pubsub.publish('session.ended', everywhere, { familyIds: unique });
    },
    watch: (familyId, onEnded) => {
      if (known.get(familyId)?.ended) {
        queueMicrotask(onEnded);
        return () => {};
      }
      const waiting = watchers.get(familyId) ?? new Set();
      waiting.add(onEnded);
      watchers.set(familyId, waiting);
      // Known from now on, so the periodic check covers it even if no request names it.
      void hasEnded(familyId).catch(() => undefined);
      return () => {
        waiting.delete(onEnded);
        if (waiting.size === 0 && watchers.get(familyId) === waiting) watchers.delete(familyId);
      };
    },
    stop: async () => {
      clearInterval(timer);
      await events.return?.();
    },
  };
}
