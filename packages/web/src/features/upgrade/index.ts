export { PaymentEventsListener } from './PaymentEventsListener.tsx';
export { workspacePaymentPath } from './payment-path.ts';
export { UpgradeProvider } from './UpgradeProvider.tsx';
export { useUpdatePayment } from './useUpdatePayment.ts';
