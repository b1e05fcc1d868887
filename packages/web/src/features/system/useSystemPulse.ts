import { useSubscription } from '@apollo/client/react';
import { SYSTEM_PULSE_SUBSCRIPTION } from './system.documents.ts';
import type { SystemPulse } from './system.types.ts';

/** Listens to the servers' heartbeats; `onPulse` runs for each one. */
export function useSystemPulse(onPulse?: (pulse: SystemPulse) => void) {
  const { data, error } = useSubscription(SYSTEM_PULSE_SUBSCRIPTION, {
    onData: ({ data: result }) => {
      if (result.data) onPulse?.(result.data.systemPulse);
    },
  });
  return { pulse: data?.systemPulse, error };
}
