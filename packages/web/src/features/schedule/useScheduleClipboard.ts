import { useRef } from 'react';
import {
  CLIPBOARD_BLOCKED_MESSAGE,
  CLIPBOARD_BLOCKED_TIMEOUT_MS,
} from '../../ui/clipboard/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { formatClipboard, readClipboard } from './clipboard-html.ts';

/** Writes a range as the keyboard's copy does: quoted text and an HTML table. */
async function writeRange(cells: string[][]) {
  const { text, html } = formatClipboard(cells);
  if (typeof ClipboardItem === 'undefined') {
    await navigator.clipboard.writeText(text);
    return;
  }
  await navigator.clipboard.write([
    new ClipboardItem({
      'text/plain': new Blob([text], { type: 'text/plain' }),
      'text/html': new Blob([html], { type: 'text/html' }),
    }),
  ]);
}

/** Reads the clipboard as the keyboard's paste does: the HTML table if there is one, else text. */
async function readRange(): Promise<string[][]> {
  if (!navigator.clipboard.read)
    return readClipboard({ text: await navigator.clipboard.readText() });
  let html: string | null = null;
  let text: string | null = null;
  for (const item of await navigator.clipboard.read()) {
    if (item.types.includes('text/html')) html ??= await (await item.getType('text/html')).text();
    if (item.types.includes('text/plain')) text ??= await (await item.getType('text/plain')).text();
  }
  return readClipboard({ html, text });
}

/**
 * The toolbar's Copy and Paste buttons: the grid registers how it copies its selection and
 * pastes rows of cells (`copyRef`, `pasteRef`); these go through the system clipboard, and say
 * so when the browser blocks it.
 */
export function useScheduleClipboard() {
  const { show } = useSnackbar();
  const pasteRef = useRef<((values: string[][]) => void) | null>(null);
  const copyRef = useRef<(() => string[][]) | null>(null);

  const blocked = () =>
    show({
      text: CLIPBOARD_BLOCKED_MESSAGE,
      color: 'warning',
      timeout: CLIPBOARD_BLOCKED_TIMEOUT_MS,
      dataTest: 'clipboard-blocked',
    });

  const copy = async () => {
    const cells = copyRef.current?.() ?? [];
    if (cells.length === 0) return;
    try {
      await writeRange(cells);
      show({ text: 'Copied.', color: 'success', timeout: 2000 });
    } catch {
      blocked();
    }
  };

  const paste = async () => {
    try {
      pasteRef.current?.(await readRange());
    } catch {
      blocked();
    }
  };

  return { pasteRef, copyRef, copy, paste };
}
