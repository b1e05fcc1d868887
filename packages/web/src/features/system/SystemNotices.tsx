import { SystemNoticeBanners } from './SystemNoticeBanners.tsx';
import { useSystemStatus } from './useSystemStatus.ts';

/** The notices of the server's status, as banners; nothing while loading or unreachable. */
export function SystemNotices() {
  const { data } = useSystemStatus();
  const notices = data?.systemStatus.notices;
  if (!notices?.length) return null;
  return <SystemNoticeBanners notices={notices} />;
}
