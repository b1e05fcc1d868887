import type { GridSelection } from '@glideapps/glide-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CellValue,
  messages,
  normalizeCellValue,
  type ScheduleColumn,
} from '@specboard/domain';
import { type ClipboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { useSession } from '../identity/index.ts';
import { useWorkspace } from '../workspaces/index.ts';
import { displayText, formatMoney, sumDecimals } from './cell-format.ts';
import { prepareChanges, refusalText } from './cell-input.ts';
import { DeletedRowsDrawer } from './DeletedRowsDrawer.tsx';
import { loadingTitle } from './row-loader.ts';
import { cellSelection, type GridEdit, noSelection, ScheduleGrid } from './ScheduleGrid.tsx';
import { ScheduleSearchField } from './ScheduleSearchField.tsx';
import { ScheduleToolbar } from './ScheduleToolbar.tsx';
import type { ScheduleRow } from './schedule.types.ts';
import { rowTags, visibleRows } from './schedule-rows.ts';
import { rowLabel, type ScheduleNotice } from './schedule-store.ts';
import {
  readColumnWidths,
  readTagFilter,
  writeColumnWidths,
  writeTagFilter,
} from './tag-filter.ts';
import { UNDO_SNACKBAR_TIMEOUT_MS } from './undo-stack.ts';
import { useSchedule } from './useSchedule.ts';
import { useScheduleSearch } from './useScheduleSearch.ts';

/** Spec: the clipboard-blocked message stays 5 s. */
const CLIPBOARD_BLOCKED_TIMEOUT_MS = 5000;
const CLIPBOARD_BLOCKED =
  'Your browser blocked access to the clipboard. Use Ctrl+C and Ctrl+V (⌘C and ⌘V on a Mac), or allow clipboard access for this site.';

const count = new Intl.NumberFormat('en-US');
const watts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function quoted(column: ScheduleColumn | undefined, value: CellValue | undefined): string {
  if (!column) return '';
  const text = displayText(column, value);
  return text === '' ? 'empty' : `“${text}”`;
}

/**
 * The project's schedule tab: the live product grid with its toolbar. Rows load page by page
 * (editable from the first page), edits show at once and are saved cell by cell, and what others
 * change appears as it happens.
 */
export function SchedulePage() {
  const { id: projectId = '' } = useParams();
  const workspace = useWorkspace();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : 'anonymous';
  const { show } = useSnackbar();
  const projectKey = useMemo(
    () => ({ projectId, workspaceId: workspace.id }),
    [projectId, workspace.id],
  );

  const columnsRef = useRef<readonly ScheduleColumn[]>([]);
  const rowsRef = useRef<(rowId: string) => ScheduleRow | undefined>(() => undefined);
  const storeRef = useRef<ReturnType<typeof useSchedule>['store'] | null>(null);

  const notify = useCallback(
    (notice: ScheduleNotice) => {
      if (notice.kind === 'conflict') {
        const column = columnsRef.current.find((candidate) => candidate.id === notice.col);
        const where = `${column?.name ?? notice.col} of ${rowLabel(rowsRef.current(notice.rowId))}`;
        show({
          id: `conflict:${notice.rowId}:${notice.col}`,
          title: messages.versionConflict,
          text: `${where} was changed by someone else to ${quoted(column, notice.serverValue)}. Your value ${quoted(column, notice.lostValue)} was not saved.`,
          color: 'warning',
          timeout: null,
          dataTest: 'schedule-conflict',
          action: {
            label: 'Use mine',
            onClick: () =>
              storeRef.current?.editCells('Edit', [
                { rowId: notice.rowId, col: notice.col, value: notice.lostValue },
              ]),
          },
        });
      } else if (notice.kind === 'refused' || notice.kind === 'load-failed') {
        show({ text: notice.text, color: 'error', dataTest: 'schedule-refused' });
      } else {
        const verb = notice.kind === 'undone' ? 'Undone' : 'Redone';
        const skipped =
          notice.skipped > 0
            ? ` ${notice.skipped} ${notice.skipped === 1 ? 'cell' : 'cells'} changed by someone else since were left alone.`
            : '';
        show({
          id: 'schedule-undo',
          text: `${verb}: ${notice.step.label}.${skipped}`,
          color: 'info',
          timeout: UNDO_SNACKBAR_TIMEOUT_MS,
          dataTest: 'schedule-undo',
          action:
            notice.kind === 'undone'
              ? { label: 'Redo', onClick: () => void storeRef.current?.redo() }
              : undefined,
        });
      }
    },
    [show],
  );

  const schedule = useSchedule(projectKey, notify);
  const { store, snapshot, load } = schedule;
  storeRef.current = store;
  rowsRef.current = (rowId) => store.getRow(rowId);

  const columns = useMemo<ScheduleColumn[]>(
    () =>
      schedule.schedule
        ? [...schedule.schedule.default_fields, ...schedule.schedule.custom_fields]
        : [],
    [schedule.schedule],
  );
  columnsRef.current = columns;
  const readOnly = useMemo(
    () => new Set(schedule.schedule?.read_only_fields ?? []),
    [schedule.schedule],
  );

  const [tags, setTags] = useState<string[]>(() => readTagFilter(userId, projectId));
  const [showHidden, setShowHidden] = useState(false);
  const [selection, setSelection] = useState<GridSelection>(noSelection);
  const [widths, setWidths] = useState<Record<string, number>>(() => readColumnWidths(projectId));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const pasteRef = useRef<((text: string) => void) | null>(null);
  const copyRef = useRef<(() => string) | null>(null);
  const [scrollTarget, setScrollTarget] = useState<{ col: number; row: number } | null>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);

  const allTags = useMemo(() => rowTags(snapshot.rows), [snapshot.rows]);
  const shown = useMemo(
    () => visibleRows(snapshot.rows, { tags, showHidden }),
    [snapshot.rows, tags, showHidden],
  );

  const editCell = schedule.command('editCell');
  const pasteCells = schedule.command('pasteCells');
  const createRow = schedule.command('createRow');
  const duplicateRow = schedule.command('duplicateRow');
  const deleteRow = schedule.command('deleteRow');
  const hideRows = schedule.command('hideRows');
  const restoreRows = schedule.command('restoreRows');
  const resizeColumns = schedule.command('resizeColumns');

  const onEdit = useCallback(
    async (edit: GridEdit) => {
      const { changes, refusals } = prepareChanges(edit.inputs);
      const newRows: Record<string, CellValue>[] = [];
      for (const cells of edit.newRows ?? []) {
        const rowCells: Record<string, CellValue> = {};
        for (const { column, input } of cells) {
          try {
            rowCells[column.id] = normalizeCellValue(column, input);
          } catch (error) {
            refusals.push({ column, message: (error as Error).message });
          }
        }
        newRows.push(rowCells);
      }
      if (refusals.length > 0) {
        show({ text: refusalText(refusals), color: 'error', dataTest: 'schedule-refused' });
      }
      if (newRows.length > 0) {
        const created = await store.createRows(newRows);
        store.editCells(
          edit.label,
          changes,
          created.map((row) => row.id),
        );
      } else if (changes.length > 0) {
        store.editCells(edit.label, changes);
      }
    },
    [store, show],
  );

  const selectedRows = useMemo((): ScheduleRow[] => {
    const indexes = new Set<number>();
    for (const index of selection.rows) indexes.add(index);
    if (indexes.size === 0 && selection.current) {
      const { y, height } = selection.current.range;
      for (let index = y; index < y + height; index += 1) indexes.add(index);
    }
    return [...indexes].flatMap((index) => (shown[index] ? [shown[index]] : []));
  }, [selection, shown]);

  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const search = useScheduleSearch({
    projectKey,
    shownRows: shown,
    allRows: snapshot.rows,
    columnIds,
    onCurrent: ({ col, row }) => {
      const [selectedCol, selectedRow] = selection.current?.cell ?? [];
      setSelection(cellSelection(col, row));
      // Glide scrolls to a cell newly selected; the one already selected may be scrolled away.
      if (selectedCol === col && selectedRow === row) setScrollTarget({ col, row });
    },
  });

  const addRow = async () => {
    const created = await store.createRows([{}]);
    const row = created[0];
    if (!row) return;
    store.recordCreated('Add row', [row.id]);
    // Rows without a type sort last: select the new row's first cell to type in.
    const index = visibleRows(store.getSnapshot().rows, { tags, showHidden }).findIndex(
      (candidate) => candidate.id === row.id,
    );
    if (index >= 0) setSelection(cellSelection(0, index));
  };

  /** A copy of each selected row, as one undo step. */
  const duplicateSelected = async () => {
    setDuplicating(true);
    const created = await store.duplicateRows(selectedRows.map((row) => row.id));
    setDuplicating(false);
    if (created.length === 0) return;
    const rows = created.length === 1 ? 'row' : `${created.length} rows`;
    store.recordCreated(
      `Duplicate ${rows}`,
      created.map((row) => row.id),
    );
    show({
      text: created.length === 1 ? 'Row duplicated.' : `${created.length} rows duplicated.`,
      color: 'success',
      timeout: 3000,
    });
  };

  const deleteSelected = async () => {
    const ids = selectedRows.map((row) => row.id);
    const deleted = await store.deleteRows(ids);
    setSelection(noSelection);
    if (deleted > 0) {
      show({
        text: `${deleted === 1 ? '1 row' : `${deleted} rows`} moved to the deleted rows.`,
        color: 'info',
        action: { label: 'Restore', onClick: () => void store.restoreRows(ids) },
      });
    }
  };

  const allHidden = selectedRows.length > 0 && selectedRows.every((row) => row.hidden);
  const toggleHidden = () => {
    void store.setRowsVisibility(
      selectedRows.map((row) => row.id),
      allHidden,
    );
  };

  const copyToClipboard = async () => {
    const text = copyRef.current?.() ?? '';
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      show({ text: 'Copied.', color: 'success', timeout: 2000 });
    } catch {
      show({
        text: CLIPBOARD_BLOCKED,
        color: 'warning',
        timeout: CLIPBOARD_BLOCKED_TIMEOUT_MS,
        dataTest: 'clipboard-blocked',
      });
    }
  };

  const pasteFromClipboard = async () => {
    try {
      const text = await navigator.clipboard.readText();
      pasteRef.current?.(text);
    } catch {
      show({
        text: CLIPBOARD_BLOCKED,
        color: 'warning',
        timeout: CLIPBOARD_BLOCKED_TIMEOUT_MS,
        dataTest: 'clipboard-blocked',
      });
    }
  };

  const onEmptyPaste = (event: ClipboardEvent) => {
    if (!editCell.allowed) return;
    event.preventDefault();
    pasteRef.current?.(event.clipboardData.getData('text/plain'));
  };

  const changeTags = (next: string[]) => {
    setTags(next);
    writeTagFilter(userId, projectId, next);
  };

  const resize = (columnId: string, width: number) => {
    setWidths((current) => {
      const next = { ...current, [columnId]: Math.round(width) };
      writeColumnWidths(projectId, next);
      return next;
    });
  };

  const totals = schedule.totals;
  const filteredTotals = useMemo(() => {
    if (!totals) return null;
    if (tags.length === 0) return { cost: totals.totalCost, power: totals.totalPower };
    const chosen = totals.tagSumValues.filter((total) => tags.includes(total.tag));
    return {
      cost: sumDecimals(chosen.map((total) => total.TotalCost)),
      power: chosen.reduce((sum, total) => sum + total.totalPower, 0),
    };
  }, [totals, tags]);

  if (schedule.scheduleError) {
    return <Alert severity="error">{schedule.scheduleError}</Alert>;
  }

  const empty = load.done && snapshot.rows.length === 0;
  const canPaste = editCell.allowed && pasteCells.allowed;

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <ScheduleToolbar
        addRow={{ ability: createRow, onClick: () => void addRow() }}
        duplicateRows={{
          ability: duplicateRow,
          onClick: () => void duplicateSelected(),
          count: selectedRows.length,
          disabled: duplicating,
        }}
        deleteRows={{
          ability: deleteRow,
          onClick: () => void deleteSelected(),
          count: selectedRows.length,
        }}
        hideRows={{
          ability: hideRows,
          onClick: toggleHidden,
          count: selectedRows.length,
          allHidden,
        }}
        deletedRows={{ ability: restoreRows, onClick: () => setDrawerOpen(true) }}
        undo={{
          ability: editCell,
          onClick: () => void store.undo(),
          disabled: snapshot.undo.past.length === 0,
        }}
        redo={{
          ability: editCell,
          onClick: () => void store.redo(),
          disabled: snapshot.undo.future.length === 0,
        }}
        copy={{
          ability: { allowed: true },
          onClick: () => void copyToClipboard(),
          disabled: !selection.current,
        }}
        paste={{
          ability: pasteCells,
          onClick: () => void pasteFromClipboard(),
          disabled: !canPaste,
        }}
        tags={{ options: allTags, value: tags, onChange: changeTags }}
        showHidden={{ value: showHidden, onChange: setShowHidden }}
        search={<ScheduleSearchField search={search} inputRef={searchInputRef} />}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 24, color: 'text.secondary' }}
        aria-live="polite"
      >
        {load.spinning && <CircularProgress size={16} aria-label="Loading rows" />}
        <Typography variant="body2" component="span" data-testid="schedule-status">
          {!load.done
            ? loadingTitle(load.loaded, load.total)
            : `${count.format(shown.length)} ${shown.length === 1 ? 'row' : 'rows'}${
                shown.length !== snapshot.rows.length
                  ? ` of ${count.format(snapshot.rows.length)}`
                  : ''
              }`}
        </Typography>
        {search.status.outside && (
          <Typography variant="body2" component="span" data-testid="schedule-search-outside">
            · {search.status.outside}
          </Typography>
        )}
        {search.error && (
          <Typography variant="body2" component="span" color="error">
            · Search failed: {search.error}
          </Typography>
        )}
        {filteredTotals && (
          <Typography variant="tabular" color="text.primary" data-testid="schedule-totals">
            Total cost {formatMoney(filteredTotals.cost)} · Total power{' '}
            {watts.format(filteredTotals.power)} W
          </Typography>
        )}
      </Stack>
      {load.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        >
          Some rows could not be loaded: {load.error}
        </Alert>
      )}
      <Box
        sx={{
          position: 'relative',
          height: { xs: 'calc(100dvh - 380px)', md: 'calc(100dvh - 340px)' },
          minHeight: 320,
          minWidth: 0,
        }}
      >
        {columns.length > 0 && (
          <ScheduleGrid
            columns={columns}
            readOnly={readOnly}
            rows={shown}
            edits={snapshot.edits}
            revision={snapshot.revision}
            canEdit={editCell.allowed}
            canResize={resizeColumns.allowed}
            widths={widths}
            onResize={resize}
            selection={selection}
            onSelectionChange={setSelection}
            onEdit={(edit) => void onEdit(edit)}
            onUndo={() => void store.undo()}
            onRedo={() => void store.redo()}
            pasteRef={pasteRef}
            copyRef={copyRef}
            scrollTarget={scrollTarget}
            highlights={search.highlights}
            onFind={() => searchInputRef.current?.focus()}
          />
        )}
        {empty && (
          <Stack
            tabIndex={0}
            onPaste={onEmptyPaste}
            spacing={1.5}
            aria-label="Empty schedule"
            sx={{
              position: 'absolute',
              alignItems: 'center',
              justifyContent: 'center',
              inset: '37px 1px 1px 1px',
              bgcolor: 'background.paper',
              textAlign: 'center',
              p: 3,
            }}
          >
            <Typography variant="h2" component="p">
              No products yet — add a row or paste from Excel
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Click here and press Ctrl+V to paste rows copied from Excel or Google Sheets.
            </Typography>
            {createRow.allowed && (
              <Button variant="outlined" onClick={() => void addRow()}>
                Add row
              </Button>
            )}
          </Stack>
        )}
      </Box>
      <DeletedRowsDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        projectKey={projectKey}
        restore={restoreRows}
        onRestore={(ids) => store.restoreRows(ids)}
      />
    </Stack>
  );
}
