import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmContext } from './ConfirmContext.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { Confirm, ConfirmOptions } from './confirm-types.ts';

/** Provides `useConfirm()`: one confirm dialog for the whole app. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const answer = useCallback((confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        // A newer question replaces an unanswered one, which counts as cancelled.
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setOptions(next);
      }),
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog options={options} onAnswer={answer} />
    </ConfirmContext.Provider>
  );
}
