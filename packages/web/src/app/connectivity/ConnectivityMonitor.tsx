import { useEffect, useRef } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { connectionLostSnackbar, connectionRecoveredSnackbar } from './connectivity-messages.ts';
import { useBrowserOnline } from './useBrowserOnline.ts';
import { usePulseSilence } from './usePulseSilence.ts';

function reloadPage() {
  window.location.reload();
}

/**
 * Tells the user when the connection drops (the browser goes offline, or the servers' pulse
 * goes silent) and when it comes back. Renders nothing itself. The pulse is listened to only
 * while `live` (signed in, or reading a shared link): the server refuses a socket without.
 */
export function ConnectivityMonitor({
  pulseIntervalMs,
  live = true,
}: {
  pulseIntervalMs: number;
  live?: boolean;
}) {
  const online = useBrowserOnline();
  const silent = usePulseSilence(online && live, pulseIntervalMs);
  const connected = online && !silent;
  const { show } = useSnackbar();
  const wasConnected = useRef(true);

  useEffect(() => {
    if (connected === wasConnected.current) return;
    wasConnected.current = connected;
    show(connected ? connectionRecoveredSnackbar(reloadPage) : connectionLostSnackbar);
  }, [connected, show]);

  return null;
}
