export { PaymentEventsListener } from './PaymentEventsListener.tsx';
export { UpgradeProvider } from './UpgradeProvider.tsx';
export { useUpdatePayment } from './useUpdatePayment.ts';
