import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { readDismissedNoticeIds, saveDismissedNoticeId } from './dismissed-notices.ts';
import type { SystemNotice } from './system.types.ts';

/**
 * The operator's notices: maintenance notices can be closed and stay closed in this browser
 * until their id changes; general notices stay.
 */
export function SystemNoticeBanners({ notices }: { notices: readonly SystemNotice[] }) {
  const [dismissed, setDismissed] = useState(readDismissedNoticeIds);
  const visible = notices.filter(
    (notice) => notice.kind !== 'MAINTENANCE' || !dismissed.includes(notice.id),
  );
  if (visible.length === 0) return null;

  const dismiss = (id: string) =>
    setDismissed(
      saveDismissedNoticeId(
        id,
        notices.map((notice) => notice.id),
      ),
    );

  return (
    <Stack spacing={0}>
      {visible.map((notice) => (
        <Alert
          key={notice.id}
          severity={notice.kind === 'MAINTENANCE' ? 'warning' : 'info'}
          square
          data-testid={notice.kind === 'MAINTENANCE' ? 'maintenance-banner' : 'general-banner'}
          onClose={notice.kind === 'MAINTENANCE' ? () => dismiss(notice.id) : undefined}
          closeText="Close maintenance notice"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {notice.message}
        </Alert>
      ))}
    </Stack>
  );
}
