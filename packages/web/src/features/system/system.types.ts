/** Mirrors packages/server/src/features/system/system.graphql. */
export type DatabaseKind = 'EMBEDDED' | 'POSTGRES';
export type PubSubKind = 'IN_PROCESS' | 'REDIS';
export type SystemNoticeKind = 'MAINTENANCE' | 'GENERAL';

export type SystemNotice = { id: string; kind: SystemNoticeKind; message: string };

export type SystemStatus = {
  version: string;
  database: DatabaseKind;
  pubsub: PubSubKind;
  startedAt: string;
  pulseIntervalMs: number;
  notices: SystemNotice[];
};

export type SystemPulse = { at: string; serverId: string };
