import { useRef } from 'react';
import {
  CLIPBOARD_BLOCKED_MESSAGE,
  CLIPBOARD_BLOCKED_TIMEOUT_MS,
} from '../../ui/clipboard/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';

/**
 * The toolbar's Copy and Paste buttons: the grid registers how it copies its selection and
 * pastes text (`copyRef`, `pasteRef`); these go through the system clipboard, and say so when
 * the browser blocks it.
 */
export function useScheduleClipboard() {
  const { show } = useSnackbar();
  const pasteRef = useRef<((text: string) => void) | null>(null);
  const copyRef = useRef<(() => string) | null>(null);

  const blocked = () =>
    show({
      text: CLIPBOARD_BLOCKED_MESSAGE,
      color: 'warning',
      timeout: CLIPBOARD_BLOCKED_TIMEOUT_MS,
      dataTest: 'clipboard-blocked',
    });

  const copy = async () => {
    const text = copyRef.current?.() ?? '';
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      show({ text: 'Copied.', color: 'success', timeout: 2000 });
    } catch {
      blocked();
    }
  };

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      pasteRef.current?.(text);
    } catch {
      blocked();
    }
  };

  return { pasteRef, copyRef, copy, paste };
}
