import { useRef } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';

/** Spec: the clipboard-blocked message stays 5 s. */
const CLIPBOARD_BLOCKED_TIMEOUT_MS = 5000;
const CLIPBOARD_BLOCKED =
  'Your browser blocked access to the clipboard. Use Ctrl+C and Ctrl+V (⌘C and ⌘V on a Mac), or allow clipboard access for this site.';

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
      text: CLIPBOARD_BLOCKED,
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
