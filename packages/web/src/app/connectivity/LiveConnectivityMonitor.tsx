import { useSyncExternalStore } from 'react';
import { useSession } from '../../features/identity/index.ts';
import { useSystemStatus } from '../../features/system/useSystemStatus.ts';
import { sharedLinkStore } from '../apollo/shared-link.ts';
import { ConnectivityMonitor } from './ConnectivityMonitor.tsx';

// Until the server has said how often it pulses, assume its default.
const defaultPulseIntervalMs = 5000;

/**
 * Watches the connection against the pulse interval the server reports, while the app has
 * credentials for a socket: a session, or the shared link of the page being read.
 */
export function LiveConnectivityMonitor() {
  const { data } = useSystemStatus();
  const signedIn = useSession().status === 'signed-in';
  const sharedLink = useSyncExternalStore(sharedLinkStore.subscribe, sharedLinkStore.getToken);
  return (
    <ConnectivityMonitor
      pulseIntervalMs={data?.systemStatus.pulseIntervalMs ?? defaultPulseIntervalMs}
      live={signedIn || Boolean(sharedLink)}
    />
  );
}
