/** The parts of a keyboard event that decide what it does to the grid. */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
};

/** What a key pressed on a selected cell asks for while no editor is open. */
export type GridKeyIntent =
  /** A character: the cell's editor opens holding it, replacing the cell's text (Excel's Enter mode). */
  | { kind: 'type'; text: string }
  /** Enter or F2: the editor opens on the cell's text. */
  | { kind: 'edit' }
  /** Delete or Backspace: the selected cells are cleared. */
  | { kind: 'clear' }
  /** An input method starts composing: the editor opens empty and the composition goes on there. */
  | { kind: 'compose' }
  | { kind: 'none' };

const none: GridKeyIntent = { kind: 'none' };

/** One character typed (a letter, digit, sign or space; an emoji counts as one). */
function isCharacter(key: string): boolean {
  return [...key].length === 1;
}

export function gridKeyIntent(press: KeyPress): GridKeyIntent {
  if (press.ctrlKey || press.metaKey) return none;
  if (press.isComposing || press.key === 'Process' || press.key === 'Dead')
    return { kind: 'compose' };
  if (press.key === 'Enter' || press.key === 'F2') return { kind: 'edit' };
  if (press.key === 'Delete' || press.key === 'Backspace') return { kind: 'clear' };
  // AltGr reads as Ctrl+Alt on some systems and types characters; plain Alt combinations do not.
  if (press.altKey && !isCharacter(press.key)) return none;
  if (isCharacter(press.key)) return { kind: 'type', text: press.key };
  return none;
}

/** What a key does inside an open cell editor. */
export type EditorKeyIntent =
  | { kind: 'commit'; move: readonly [number, number] }
  | { kind: 'cancel' }
  | { kind: 'newline' }
  | { kind: 'none' };

/**
 * Enter saves and moves down (Shift+Enter up), Tab saves and moves right (Shift+Tab left), Escape
 * leaves the cell as it was. A line break is Alt+Enter, as in Excel, or Shift+Enter in a column
 * that holds several lines.
 */
export function editorKeyIntent(press: KeyPress, multiline: boolean): EditorKeyIntent {
  if (press.isComposing) return { kind: 'none' };
  if (press.key === 'Escape') return { kind: 'cancel' };
  if (press.key === 'Tab') return { kind: 'commit', move: [press.shiftKey ? -1 : 1, 0] };
  if (press.key !== 'Enter') return { kind: 'none' };
  if (press.altKey || (press.shiftKey && multiline)) return { kind: 'newline' };
  return { kind: 'commit', move: [0, press.shiftKey ? -1 : 1] };
}
