import { useSubscription } from '@apollo/client/react';
import { SYSTEM_PULSE_SUBSCRIPTION } from './system.documents.ts';
import type { SystemPulse } from './system.types.ts';

/**
 * Listens to the servers' heartbeats; `onPulse` runs for each one. With `skip`, it does not
 * listen (a socket without a session or a shared link is refused by the server).
 */
export function useSystemPulse(
  onPulse?: (pulse: SystemPulse) => void,
  { skip = false }: { skip?: boolean } = {},
) {
  const { data, error } = useSubscription(SYSTEM_PULSE_SUBSCRIPTION, {
    skip,
    onData: ({ data: result }) => {
      if (result.data) onPulse?.(result.data.systemPulse);
    },
  });
  return { pulse: data?.systemPulse, error };
}
