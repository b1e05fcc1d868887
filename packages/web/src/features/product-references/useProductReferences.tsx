import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { type Currency, editText } from '@specboard/domain';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { AbilityLike } from '../../ui/ability/index.ts';
import { ProductPickerDialog } from '../product-picker/index.ts';
import type { ProjectKey, ScheduleRow } from '../schedule/index.ts';
import { CompareProductDialog } from './CompareProductDialog.tsx';
import { CompareScheduleDialog } from './CompareScheduleDialog.tsx';
import { referenceMarkOf } from './reference-marks.ts';
import { SaveAsNewProductDialog } from './SaveAsNewProductDialog.tsx';
import { UpdatesAvailable } from './UpdatesAvailable.tsx';

type Options = {
  projectKey: ProjectKey;
  rows: readonly ScheduleRow[];
  selectedRows: readonly ScheduleRow[];
  /** Puts rows the server answered into the table (their live events follow). */
  putRows: (rows: ScheduleRow[]) => void;
  /** Adding products and changing a referenced row: the schedule's edit ability. */
  edit: AbilityLike;
  /** product:saveAsNew, as the schedule's commands tell it. */
  saveAsNew: AbilityLike;
  /** collection:compare (editor and premium), as the schedule's commands tell it. */
  compareWithLibrary: AbilityLike;
  currency: Currency;
  /** A version is read as it was: no products come or go there. */
  live: boolean;
};

type RowTarget = { rowId: string };

/** A row as a person names it: its type, else its manufacturer and model, else 'this row'. */
export function rowLabel(row: ScheduleRow | undefined): string {
  if (!row) return 'this row';
  const text = (field: string) => editText(row.cells[field]).trim();
  return (
    text('typeDesignation') ||
    [text('manufacturer'), text('model')].filter(Boolean).join(' ') ||
    'this row'
  );
}

/**
 * Products in the schedule (issue 23): Add from library and Compare with library for the
 * toolbar, Compare with product… and Save as new product… for a referenced row's menu, the count
 * of updates available for the status line, and the dialogs they open.
 */
export function useProductReferences({
  projectKey,
  rows,
  selectedRows,
  putRows,
  edit,
  saveAsNew,
  compareWithLibrary,
  currency,
  live,
}: Options) {
  const [picking, setPicking] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [comparing, setComparing] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const rowName = useCallback((rowId: string) => rowLabel(byId.get(rowId)), [byId]);
  const isReferenced = (target: RowTarget) => Boolean(byId.get(target.rowId)?.product);
  const withUpdates = useMemo(
    () => rows.filter((row) => referenceMarkOf(row) === 'update').map((row) => row.id),
    [rows],
  );
  const updates = withUpdates.length;
  // One row to review: its own comparison; more: the schedule's.
  const review = () => {
    if (withUpdates.length === 1 && withUpdates[0]) setComparing(withUpdates[0]);
    else setReviewing(true);
  };
  const nearRowId = selectedRows.length > 0 ? (selectedRows.at(-1)?.id ?? null) : null;
  const putRow = (row: ScheduleRow) => putRows([row]);

  const toolbar = live
    ? {
        addFromLibrary: {
          ability: edit,
          onClick: () => setPicking(true),
          icon: <LibraryBooksOutlinedIcon />,
        },
        compareWithLibrary: {
          ability: compareWithLibrary,
          onClick: () => setReviewing(true),
          icon: <CompareArrowsIcon />,
        },
      }
    : null;

  const menu = live
    ? {
        compareProduct: {
          ability: { allowed: true },
          offered: isReferenced,
          onClick: (target: RowTarget) => setComparing(target.rowId),
        },
        saveAsNewProduct: {
          ability: saveAsNew,
          offered: (target: RowTarget) => byId.has(target.rowId),
          onClick: (target: RowTarget) => setSaving(target.rowId),
        },
      }
    : null;

  /** The status line's part: compact beside the toolbar, in words on a line of its own. */
  const status = (compact: boolean): ReactNode =>
    live && updates > 0 ? (
      <UpdatesAvailable count={updates} onReview={review} compact={compact} />
    ) : null;

  const dialogs = (
    <>
      <ProductPickerDialog
        open={picking}
        workspaceId={projectKey.workspaceId}
        projectId={projectKey.projectId}
        nearRowId={nearRowId}
        onAdded={putRows}
        onClose={() => setPicking(false)}
      />
      <CompareProductDialog
        tableKey={projectKey}
        rowId={comparing}
        rowName={comparing ? rowName(comparing) : ''}
        currency={currency}
        edit={edit}
        onRow={putRow}
        onClose={() => setComparing(null)}
      />
      <CompareScheduleDialog
        tableKey={projectKey}
        open={reviewing}
        rowName={rowName}
        currency={currency}
        edit={edit}
        withUpdates={withUpdates}
        onCompareRow={(rowId) => {
          setReviewing(false);
          setComparing(rowId);
        }}
        onRow={putRow}
        onClose={() => setReviewing(false)}
      />
      <SaveAsNewProductDialog
        projectKey={projectKey}
        rowId={saving}
        rowName={saving ? rowName(saving) : ''}
        onRow={putRow}
        onClose={() => setSaving(null)}
      />
    </>
  );

  /** A click on a row's mark in the grid: its comparison. */
  const onMark = live ? (rowId: string) => setComparing(rowId) : undefined;

  return { toolbar, menu, status, dialogs, updates, onMark };
}
