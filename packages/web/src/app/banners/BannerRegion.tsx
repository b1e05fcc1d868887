import Box from '@mui/material/Box';
import { SystemNotices } from '../../features/system/index.ts';
import { InvitationsBanner } from '../../features/workspaces/index.ts';
import { PaymentFailureBanner, type WorkspacePaymentState } from './PaymentFailureBanner.tsx';

type BannerRegionProps = {
  paymentState?: WorkspacePaymentState;
  /** The active workspace's `readOnlyMessage`: the Read-Only mode banner shows it. */
  readOnlyMessage?: string | null;
  onUpdatePayment?: () => void;
};

/**
 * The banners above the page: payment failure first, then the operator's notices, then the
 * viewer's invitations into workspaces.
 */
export function BannerRegion({
  paymentState,
  readOnlyMessage,
  onUpdatePayment,
}: BannerRegionProps) {
  return (
    <Box role="region" aria-label="Announcements" sx={{ '&:empty': { display: 'none' } }}>
      <PaymentFailureBanner
        state={paymentState}
        message={readOnlyMessage}
        onUpdatePayment={onUpdatePayment}
      />
      <SystemNotices />
      <InvitationsBanner />
    </Box>
  );
}
