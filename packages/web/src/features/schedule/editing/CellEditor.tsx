import {
  type GridCell,
  GridCellKind,
  getDefaultTheme,
  type ProvideEditorComponent,
  type Rectangle,
} from '@glideapps/glide-data-grid';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScheduleColumn } from '@specboard/domain';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import type { EditorSession } from './editor-session.ts';
import { editorKeyIntent, type KeyPress } from './grid-keys.ts';

/** What the grid asks of the open editor. */
export type EditorHandle = {
  /** Whether a node is part of the editor (its own pop-ups included). */
  contains: (node: Node | null) => boolean;
  /** A key that reached the page before the editor had the focus: applied here, in order. */
  takeKey: (press: KeyPress & { code?: string }) => void;
  /** Saves what is typed, staying on the cell (a click elsewhere). */
  commit: () => void;
};

/** Someone else's save of the cell while it is open here. */
export type ChangedUnder = { by: string | null; text: string };

type Move = readonly [number, number];

type CellEditorProps = {
  session: EditorSession;
  column: ScheduleColumn;
  /** Where the cell is on screen. */
  bounds: Rectangle;
  /** The view's own editor for this cell (a dropdown's values), on Glide's editor contract. */
  custom?: ProvideEditorComponent<GridCell>;
  changedUnder: ChangedUnder | null;
  onCommit: (text: string, move: Move) => void;
  onCancel: () => void;
  handleRef: RefObject<EditorHandle | null>;
};

const MAX_EDITOR_HEIGHT = 240;
const glideTheme = getDefaultTheme();

function grow(area: HTMLTextAreaElement) {
  area.style.height = 'auto';
  area.style.height = `${Math.min(area.scrollHeight, MAX_EDITOR_HEIGHT)}px`;
}

function isCharacter(press: KeyPress): boolean {
  return !press.ctrlKey && !press.metaKey && [...press.key].length === 1;
}

/** Types into a field as the browser would, so its own listeners hear it. */
function typeInto(
  field: HTMLTextAreaElement | HTMLInputElement,
  press: KeyPress & { code?: string },
) {
  const end = field.value.length;
  const start = field.selectionStart ?? end;
  const stop = field.selectionEnd ?? end;
  if (isCharacter(press)) {
    field.setRangeText(press.key, start, stop, 'end');
  } else if (press.key === 'Backspace') {
    field.setRangeText('', start === stop ? Math.max(0, start - 1) : start, stop, 'end');
  } else {
    field.dispatchEvent(
      new window.KeyboardEvent('keydown', {
        key: press.key,
        code: press.code,
        shiftKey: press.shiftKey,
        altKey: press.altKey,
        ctrlKey: press.ctrlKey,
        metaKey: press.metaKey,
        bubbles: true,
        cancelable: true,
      }),
    );
    return;
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A cell's editor, over the cell: a text area that grows with its text (or the view's dropdown).
 * It is in the page and focused as soon as it opens; keys that arrived before are handed to it
 * (takeKey), so none is lost. If someone else saves the cell meanwhile, it says who and what.
 */
export function CellEditor({
  session,
  column,
  bounds,
  custom: Custom,
  changedUnder,
  onCommit,
  onCancel,
  handleRef,
}: CellEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  // What the view's editor holds, for a click elsewhere to save.
  const customText = useRef<string | null>(null);
  const multiline = column.multiline === true;

  useImperativeHandle(
    handleRef,
    () => ({
      contains: (node) => !!node && !!rootRef.current?.contains(node),
      takeKey: (press) => {
        const target =
          rootRef.current?.querySelector<HTMLTextAreaElement | HTMLInputElement>(
            'textarea, input',
          ) ?? null;
        if (!target) return;
        if (document.activeElement !== target) target.focus();
        typeInto(target, press);
      },
      commit: () => {
        const text = areaRef.current?.value ?? customText.current;
        if (text === null) onCancel();
        else onCommit(text, [0, 0]);
      },
    }),
    [onCommit, onCancel],
  );

  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    area.focus();
    const end = area.value.length;
    area.setSelectionRange(session.opened === 'edit' ? 0 : end, end);
    grow(area);
  }, [session.opened]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>) => {
      const intent = editorKeyIntent(event, multiline);
      if (intent.kind === 'none') return;
      event.preventDefault();
      const area = event.currentTarget;
      if (intent.kind === 'newline') {
        area.setRangeText('\n', area.selectionStart, area.selectionEnd, 'end');
        grow(area);
      } else if (intent.kind === 'cancel') onCancel();
      else onCommit(area.value, intent.move);
    },
    [multiline, onCommit, onCancel],
  );

  const cell: GridCell = {
    kind: GridCellKind.Text,
    data: session.opened === 'typed' ? '' : session.text,
    displayData: session.text,
    allowOverlay: true,
  };

  return createPortal(
    <Box
      ref={rootRef}
      data-testid="cell-editor"
      // Keys typed here are the editor's: the grid's shortcuts (undo, copy) must not hear them.
      onKeyDown={(event) => event.stopPropagation()}
      onPaste={(event) => event.stopPropagation()}
      sx={{
        position: 'fixed',
        left: bounds.x - 1,
        top: bounds.y - 1,
        minWidth: bounds.width + 2,
        maxWidth: Math.max(bounds.width + 2, 420),
        zIndex: 1300,
        bgcolor: 'background.paper',
        boxShadow: 4,
        border: 2,
        borderColor: changedUnder ? 'warning.main' : 'primary.main',
        borderRadius: 0.5,
      }}
    >
      {Custom ? (
        <Custom
          value={cell}
          initialValue={session.opened === 'typed' ? session.text : undefined}
          onChange={(value) => {
            customText.current = value.kind === GridCellKind.Text ? value.data : null;
          }}
          onFinishedEditing={(value, movement) => {
            if (value && value.kind === GridCellKind.Text) onCommit(value.data, movement ?? [0, 1]);
            else onCancel();
          }}
          isHighlighted={session.opened === 'edit'}
          target={bounds}
          forceEditMode={session.opened !== 'edit'}
          theme={glideTheme}
        />
      ) : (
        <Box
          component="textarea"
          ref={areaRef}
          key={session.id}
          defaultValue={session.text}
          aria-label={`${column.name} value`}
          spellCheck={false}
          rows={1}
          onKeyDown={onKeyDown}
          onInput={(event) => grow(event.currentTarget as HTMLTextAreaElement)}
          sx={{
            display: 'block',
            width: '100%',
            minHeight: Math.max(bounds.height - 2, 24),
            resize: 'none',
            border: 0,
            outline: 0,
            px: '9px',
            py: '8px',
            font: '13px "Inter", system-ui, sans-serif',
            lineHeight: '18px',
            color: 'text.primary',
            bgcolor: 'transparent',
            boxSizing: 'border-box',
            overflowY: 'auto',
          }}
        />
      )}
      {changedUnder && (
        <Typography
          role="status"
          data-testid="cell-editor-changed"
          variant="caption"
          sx={{ display: 'block', px: 1, py: 0.5, bgcolor: 'warning.light', color: 'text.primary' }}
        >
          {changedUnder.by ?? 'Someone'} changed this cell to “{changedUnder.text || 'empty'}”.
          Enter saves yours and asks which to keep; Esc keeps theirs.
        </Typography>
      )}
    </Box>,
    document.body,
  );
}
