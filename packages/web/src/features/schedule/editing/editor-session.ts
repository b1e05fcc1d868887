import type { CellValue } from '@specboard/domain';

/** What a cell held on the server when its editor opened: a save is checked against it. */
export type EditBase = { version: string; value: CellValue };

/** One open cell editor. Cells are named by row and column id, so a re-sorted grid keeps them. */
export type EditorSession = {
  id: number;
  rowId: string;
  col: string;
  /** The editor's text when it opened. */
  text: string;
  /**
   * 'typed': opened by a key, which replaced the cell's text; 'edit': opened on the cell's text
   * (Enter, F2, a second click), which is selected; 'compose': opened empty for an input method.
   */
  opened: 'typed' | 'edit' | 'compose';
  /** The server's version of the cell when it opened; null when this tab's own edit was pending. */
  base: EditBase | null;
};

type Listener = () => void;

/**
 * The open editor, kept outside React state so that opening it re-renders only the editor (it
 * must be in the page, focused, before the next key arrives), not the grid.
 */
export class EditorStore {
  private session: EditorSession | null = null;
  private nextId = 1;
  /** Counts the grid's scrolls and resizes while an editor is open: it is placed again. */
  private placement = 0;
  private readonly listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): EditorSession | null => this.session;

  getPlacement = (): number => this.placement;

  /** The grid moved under the editor (a scroll, a resize). */
  moved = () => {
    if (!this.session) return;
    this.placement += 1;
    this.emit();
  };

  open(session: Omit<EditorSession, 'id'>): EditorSession {
    this.session = { ...session, id: this.nextId++ };
    this.emit();
    return this.session;
  }

  close() {
    if (!this.session) return;
    this.session = null;
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
