import { useSystemStatus } from '../../features/system/useSystemStatus.ts';
import { ConnectivityMonitor } from './ConnectivityMonitor.tsx';

// Until the server has said how often it pulses, assume its default.
const defaultPulseIntervalMs = 5000;

/** Watches the connection against the pulse interval the server reports. */
export function LiveConnectivityMonitor() {
  const { data } = useSystemStatus();
  return (
    <ConnectivityMonitor
      pulseIntervalMs={data?.systemStatus.pulseIntervalMs ?? defaultPulseIntervalMs}
    />
  );
}
