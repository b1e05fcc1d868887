import { useContext } from 'react';
import { ConfirmContext } from './ConfirmContext.ts';
import type { Confirm } from './confirm-types.ts';

/** Opens the app's confirm dialog; needs a ConfirmProvider above. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside a ConfirmProvider');
  return confirm;
}
