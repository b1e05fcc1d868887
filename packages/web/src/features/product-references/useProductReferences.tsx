import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { type Currency, displayType } from '@specboard/domain';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { AbilityLike } from '../../ui/ability/index.ts';
import { ProductPickerDialog } from '../product-picker/index.ts';
import type { ProjectKey, ScheduleRow } from '../schedule/index.ts';
import { CompareProductDialog } from './CompareProductDialog.tsx';
import { CompareScheduleDialog } from './CompareScheduleDialog.tsx';
import { countUpdates } from './reference-marks.ts';
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
  /** product:saveAsNew; null where the server does not offer it. */
  saveAsNew: AbilityLike | null;
  currency: Currency;
  /** A version is read as it was: no products come or go there. */
  live: boolean;
};

type RowTarget = { rowId: string };

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
  currency,
  live,
}: Options) {
  const [picking, setPicking] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [comparing, setComparing] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const rowName = useCallback(
    (rowId: string) => displayType(byId.get(rowId)?.cells.typeDesignation),
    [byId],
  );
  const isReferenced = (target: RowTarget) => Boolean(byId.get(target.rowId)?.product);
  const updates = useMemo(() => countUpdates(rows), [rows]);
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
          ability: { allowed: true },
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
        saveAsNewProduct: saveAsNew
          ? {
              ability: saveAsNew,
              offered: (target: RowTarget) => byId.has(target.rowId),
              onClick: (target: RowTarget) => setSaving(target.rowId),
            }
          : undefined,
      }
    : null;

  const status: ReactNode =
    live && updates > 0 ? (
      <UpdatesAvailable count={updates} onReview={() => setReviewing(true)} />
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

  return { toolbar, menu, status, dialogs, updates };
}
