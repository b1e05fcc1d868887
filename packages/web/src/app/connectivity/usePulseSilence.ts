import { useEffect, useRef, useState } from 'react';
import { useSystemPulse } from '../../features/system/index.ts';
import { createPulseWatchdog, type PulseWatchdog } from './pulse-watchdog.ts';

/**
 * Whether the servers' pulse has gone quiet while it should be arriving. Only watched (and
 * listened to) while `active`: the browser is online (offline is reported by the browser
 * itself) and the app has a session or a shared link to open a socket with.
 */
export function usePulseSilence(active: boolean, intervalMs: number): boolean {
  const [silent, setSilent] = useState(false);
  const watchdog = useRef<PulseWatchdog | null>(null);

  useEffect(() => {
    if (!active) return;
    const dog = createPulseWatchdog({
      intervalMs,
      onSilent: () => setSilent(true),
      onResumed: () => setSilent(false),
    });
    watchdog.current = dog;
    dog.start();
    return () => {
      dog.stop();
      watchdog.current = null;
      setSilent(false);
    };
  }, [active, intervalMs]);

  useSystemPulse(() => watchdog.current?.beat(), { skip: !active });
  return silent;
}
