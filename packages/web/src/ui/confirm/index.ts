export { ConfirmProvider } from './ConfirmProvider.tsx';
export type { Confirm, ConfirmOptions } from './confirm-types.ts';
export { useConfirm } from './useConfirm.ts';
