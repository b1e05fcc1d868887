import type { DatabaseKind, PubSubKind } from './system.types.ts';

export const DATABASE_LABELS: Record<DatabaseKind, string> = {
  EMBEDDED: 'Embedded PostgreSQL (PGlite)',
  POSTGRES: 'PostgreSQL server',
};

export const PUBSUB_LABELS: Record<PubSubKind, string> = {
  IN_PROCESS: 'In-process',
  REDIS: 'Redis',
};

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** A server timestamp in the user's locale and time zone; unparsable input is shown as is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
