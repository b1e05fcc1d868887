import { useCallback, useState } from 'react';
import type { SystemPulse } from './system.types.ts';
import { useSystemPulse } from './useSystemPulse.ts';

export type PulseLog = {
  last: SystemPulse | undefined;
  /** The latest pulse of each server heard since the page opened, newest first. */
  servers: SystemPulse[];
  error: Error | undefined;
};

/** Keeps the last pulse of every server heard, so a scaled-out deployment shows each process. */
export function usePulseLog(): PulseLog {
  const [servers, setServers] = useState<SystemPulse[]>([]);
  const record = useCallback(
    (pulse: SystemPulse) =>
      setServers((known) => [pulse, ...known.filter((item) => item.serverId !== pulse.serverId)]),
    [],
  );
  const { error } = useSystemPulse(record);
  return { last: servers[0], servers, error };
}
