import { useEffect } from 'react';
import { formatClipboard, readClipboard } from './clipboard-html.ts';

type GridClipboardArgs = {
  /** Whether the clipboard's keys are the grid's now. */
  isEngaged: () => boolean;
  copySelection: () => string[][];
  pasteValues: (values: string[][]) => void;
  /** Clears the selection (a cut). */
  clear: () => void;
  canEdit: boolean;
  /** Tells the viewer why they may not paste or cut here. */
  refuse: () => void;
};

/**
 * Copy, cut and paste on the grid read and write the clipboard events' own data: no permission
 * prompt, and both forms Excel and Sheets put there and read back, the quoted text and the HTML
 * table. (Glide's own clipboard handling is switched off.)
 */
export function useGridClipboard({
  isEngaged,
  copySelection,
  pasteValues,
  clear,
  canEdit,
  refuse,
}: GridClipboardArgs) {
  useEffect(() => {
    const onCopy = (event: ClipboardEvent) => {
      if (!isEngaged() || !event.clipboardData) return;
      const cells = copySelection();
      if (cells.length === 0) return;
      const { text, html } = formatClipboard(cells);
      event.clipboardData.setData('text/plain', text);
      event.clipboardData.setData('text/html', html);
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'cut') {
        if (canEdit) clear();
        else refuse();
      }
    };
    const onPaste = (event: ClipboardEvent) => {
      if (!isEngaged() || !event.clipboardData) return;
      event.preventDefault();
      event.stopPropagation();
      if (!canEdit) {
        refuse();
        return;
      }
      pasteValues(
        readClipboard({
          html: event.clipboardData.getData('text/html'),
          text: event.clipboardData.getData('text/plain'),
        }),
      );
    };
    document.addEventListener('copy', onCopy, true);
    document.addEventListener('cut', onCopy, true);
    document.addEventListener('paste', onPaste, true);
    return () => {
      document.removeEventListener('copy', onCopy, true);
      document.removeEventListener('cut', onCopy, true);
      document.removeEventListener('paste', onPaste, true);
    };
  }, [isEngaged, copySelection, pasteValues, clear, canEdit, refuse]);
}
