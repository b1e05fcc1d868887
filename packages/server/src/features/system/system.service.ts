import { createHash } from 'node:crypto';
import type { Platform } from '../../graphql/context.ts';
import type { SystemNotice, SystemStatus } from '../../graphql/resolvers.generated.ts';
import { procoreEnabled } from '../procore/index.ts';

export type SystemPulse = { at: string; serverId: string };

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'system.pulse': SystemPulse;
  }
}

const pulseScope = 'all';

export const serverVersion = '0.1.0';

/** What this process runs on, and the notices operators configured. */
export function findSystemStatus(platform: Platform): SystemStatus {
  return {
    version: serverVersion,
    database: platform.database.kind === 'embedded' ? 'EMBEDDED' : 'POSTGRES',
    pubsub: platform.pubsub.kind === 'redis' ? 'REDIS' : 'IN_PROCESS',
    startedAt: platform.startedAt.toISOString(),
    pulseIntervalMs: platform.config.pulseIntervalMs,
    notices: listNotices(platform.config.notices),
    procoreEnabled: procoreEnabled(platform.config),
  };
}

function listNotices(notices: Platform['config']['notices']): SystemNotice[] {
  const list: SystemNotice[] = [];
  if (notices.maintenance) list.push(notice('MAINTENANCE', notices.maintenance));
  if (notices.general) list.push(notice('GENERAL', notices.general));
  return list;
}

// The id follows the text, so a notice a user closed reappears only when its text changes.
function notice(kind: SystemNotice['kind'], message: string): SystemNotice {
  const id = createHash('sha256').update(`${kind}:${message}`).digest('hex').slice(0, 16);
  return { id, kind, message };
}

export function subscribeToPulses(platform: Platform): AsyncIterableIterator<SystemPulse> {
  return platform.pubsub.subscribe('system.pulse', pulseScope);
}

/** Publishes this process's pulse on an interval; returns the function that stops it. */
export function startPulse(platform: Platform): () => void {
  const publish = () =>
    platform.pubsub.publish('system.pulse', pulseScope, {
      at: new Date().toISOString(),
      serverId: platform.serverId,
    });
  const timer = setInterval(publish, platform.config.pulseIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
