import { useQuery } from '@apollo/client/react';
import { SYSTEM_STATUS_QUERY } from './system.documents.ts';

/** Operators' notices change rarely; a minute is soon enough to show a new one. */
export const SYSTEM_STATUS_POLL_MS = 60_000;

/** The server's status and notices, refreshed every minute. */
export function useSystemStatus() {
  return useQuery(SYSTEM_STATUS_QUERY, { pollInterval: SYSTEM_STATUS_POLL_MS });
}
