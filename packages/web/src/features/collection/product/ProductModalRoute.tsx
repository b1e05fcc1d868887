import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AttachmentRef,
  type CellValue,
  displayType,
  followingMessages,
  initialCellVersion,
  productName,
} from '@specboard/domain';
import { useId, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AbilityTooltip } from '../../../ui/ability/index.ts';
import { usePreview } from '../../../ui/preview/index.ts';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { useProductMode } from '../../collection-following/index.ts';
import { useUploadFile } from '../../files/index.ts';
import { rememberUpload, uploadedLink } from './file-urls.ts';
import { ProductCompare } from './ProductCompare.tsx';
import { ProductField } from './ProductField.tsx';
import { useProductModalContext } from './product-context.ts';
import { copyableCells, isEmptyValue, specSheetOf } from './product-fields.ts';

/** A new product's id in the address (product/new). */
export const NEW_PRODUCT = 'new';

/**
 * The product modal at product/{productId} (spec 001 §2 variants): add (product/new), edit,
 * read-only (without collection:editProducts, with the reason), spec sheet, save as new and
 * compare (?compare={otherId}).
 */
export function ProductModalRoute() {
  const context = useProductModalContext();
  const { table, edit } = context;
  const { productId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const preview = usePreview();
  const upload = useUploadFile();
  const { show } = useSnackbar();
  const adding = productId === NEW_PRODUCT;
  const row = adding ? undefined : table.rows.find((item) => item.id === productId);
  const [draft, setDraft] = useState<Record<string, CellValue>>({});
  const [saving, setSaving] = useState(false);
  const bases = useRef(new Map<string, { version: string; value: CellValue }>());
  const compareId = searchParams.get('compare');
  const other = compareId ? table.rows.find((item) => item.id === compareId) : undefined;

  // A followed collection's product is read-only whatever the role (getProductMode's reason).
  const mode = useProductMode(context.workspaceId, context.collectionId, adding ? null : productId);
  const followed = mode?.mode === 'followed' || mode?.mode === 'followedCollection';
  const followedReason = followed
    ? followingMessages.followedProduct
    : mode && mode.mode !== 'edit'
      ? mode.reason
      : null;
  // How to edit it after all (follow the product into a collection of one's own), when told.
  const followedHint = followed && mode?.reason !== followedReason ? mode?.reason : null;
  const cells: Record<string, CellValue | undefined> = adding ? draft : (row?.cells ?? {});
  const editAbility = followedReason ? { allowed: false, message: followedReason } : edit;
  const readOnlyReason = editAbility.allowed ? null : (editAbility.message ?? 'View only');
  const columns = table.columns.filter((column) => column.type !== 'formula');

  const onUpload = async (file: File): Promise<AttachmentRef> => {
    const stored = await upload(file);
    rememberUpload(stored);
    return { key: stored.key, filename: stored.filename, type: stored.type };
  };
  const openFile = (file: AttachmentRef) => {
    const link = uploadedLink(file.key);
    if (!link) {
      show({ text: `${file.filename} cannot be opened here yet.`, color: 'info' });
      return;
    }
    preview.open([{ url: link.url, filename: file.filename, type: link.type }]);
  };

  const commit = (col: string, value: CellValue) => {
    if (adding) {
      setDraft((current) => ({ ...current, [col]: value }));
      return;
    }
    if (!row) return;
    const name = table.columns.find((column) => column.id === col)?.name ?? col;
    table.store.editCells(`Edit ${name}`, [
      { rowId: row.id, col, value, base: bases.current.get(col) ?? null },
    ]);
  };
  const begin = (col: string) => {
    if (!row) return;
    bases.current.set(col, {
      version: row.versions[col] ?? initialCellVersion,
      value: row.cells[col] ?? null,
    });
  };

  /** A new row, then its cells through updateCells (one undo step); the modal shows it after. */
  const create = async (label: string, values: Record<string, CellValue>) => {
    if (!context.checkRoom(1)) return;
    setSaving(true);
    const [created] = await table.store.createRows([{}]);
    setSaving(false);
    if (!created) return;
    const changes = Object.entries(values)
      .filter(([, value]) => !isEmptyValue(value))
      .map(([col, value]) => ({ rowId: created.id, col, value }));
    table.store.editCells(label, changes, [created.id]);
    context.openProduct(created.id);
  };

  const specSheet = row ? specSheetOf(row.cells, table.columns) : null;
  const title = adding ? 'New product' : row ? productTitle(row.cells) : 'Product';

  return (
    <Dialog
      open
      onClose={context.close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={other ? 'lg' : 'sm'}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {!adding && !row ? (
          <Alert severity={table.rows.length > 0 ? 'warning' : 'info'}>
            {table.rows.length > 0
              ? 'This product is not in the collection.'
              : 'Loading the product…'}
          </Alert>
        ) : (
          <Stack spacing={2}>
            {readOnlyReason && (
              <Alert severity="info" data-testid="product-read-only">
                {readOnlyReason}
                {followedHint && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {followedHint}
                  </Typography>
                )}
              </Alert>
            )}
            {row && (
              <TextField
                select
                size="small"
                label="Compare with"
                value={compareId ?? ''}
                onChange={(event) =>
                  setSearchParams((current) => {
                    const next = new URLSearchParams(current);
                    if (event.target.value) next.set('compare', event.target.value);
                    else next.delete('compare');
                    return next;
                  })
                }
              >
                <MenuItem value="">Nobody — edit this product</MenuItem>
                {table.rows
                  .filter((item) => item.id !== row.id)
                  .map((item) => (
                    <MenuItem key={item.id} value={item.id}>
                      {displayType(item.cells.typeDesignation)} · {String(item.cells.model ?? '')}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            {row && other ? (
              <ProductCompare columns={columns} left={row} right={other} />
            ) : (
              columns.map((column) => (
                <ProductField
                  key={column.id}
                  column={column}
                  value={cells[column.id]}
                  disabledReason={
                    readOnlyReason ??
                    (table.readOnlyFields.includes(column.id)
                      ? 'Calculated from other fields'
                      : null)
                  }
                  onBegin={() => begin(column.id)}
                  onCommit={(value) => commit(column.id, value)}
                  onUpload={onUpload}
                  onOpenFile={openFile}
                />
              ))
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {row && (
          <Button onClick={() => specSheet && openFile(specSheet)} disabled={!specSheet}>
            {specSheet ? 'Spec sheet' : 'No spec sheet'}
          </Button>
        )}
        {row && (
          <AbilityTooltip ability={editAbility}>
            <Button
              disabled={!editAbility.allowed || saving}
              onClick={() =>
                void create(
                  'Save as new product',
                  copyableCells(row.cells, table.columns, table.readOnlyFields),
                )
              }
            >
              Save as new
            </Button>
          </AbilityTooltip>
        )}
        <Button onClick={context.close}>{adding ? 'Cancel' : 'Close'}</Button>
        {adding && (
          <AbilityTooltip ability={editAbility}>
            <Button
              variant="contained"
              disabled={!editAbility.allowed || saving}
              onClick={() => void create('Add product', draft)}
            >
              Save
            </Button>
          </AbilityTooltip>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** A product is called by its type designation ('Product A1'), else by its make and model. */
function productTitle(cells: Readonly<Record<string, unknown>>): string {
  const type = typeof cells.typeDesignation === 'string' ? cells.typeDesignation.trim() : '';
  return type ? `Product ${type}` : productName(cells);
}
