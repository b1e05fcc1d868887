import Box from '@mui/material/Box';
import { SystemNotices } from '../../features/system/index.ts';
import { PaymentFailureBanner, type WorkspacePaymentState } from './PaymentFailureBanner.tsx';

type BannerRegionProps = {
  /** Comes from the active workspace once workspaces exist; until then no payment banner. */
  paymentState?: WorkspacePaymentState;
  onUpdatePayment?: () => void;
};

/** The banners above the page: payment failure first, then the operator's notices. */
export function BannerRegion({ paymentState, onUpdatePayment }: BannerRegionProps) {
  return (
    <Box role="region" aria-label="Announcements" sx={{ '&:empty': { display: 'none' } }}>
      <PaymentFailureBanner state={paymentState} onUpdatePayment={onUpdatePayment} />
      <SystemNotices />
    </Box>
  );
}
