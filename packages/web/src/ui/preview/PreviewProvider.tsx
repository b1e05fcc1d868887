import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { PreviewContext } from './PreviewContext.ts';
import { PreviewOverlay } from './PreviewOverlay.tsx';
import { wrapIndex } from './preview-files.ts';
import type { PreviewApi, PreviewFile } from './preview-types.ts';

type PreviewState = { files: readonly PreviewFile[]; index: number };

/** Provides `usePreview()` and renders the overlay when it is open. */
export function PreviewProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PreviewState | null>(null);
  const close = useCallback(() => setState(null), []);
  const api = useMemo<PreviewApi>(
    () => ({
      open: (files, index = 0) => {
        if (files.length === 0) return;
        setState({ files, index: wrapIndex(index, files.length) });
      },
      close,
    }),
    [close],
  );

  return (
    <PreviewContext.Provider value={api}>
      {children}
      {state && (
        <PreviewOverlay
          files={state.files}
          index={state.index}
          onIndexChange={(index) =>
            setState({ ...state, index: wrapIndex(index, state.files.length) })
          }
          onClose={close}
        />
      )}
    </PreviewContext.Provider>
  );
}
