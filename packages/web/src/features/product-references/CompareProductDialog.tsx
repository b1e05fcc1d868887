import { useQuery } from '@apollo/client/react';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { alpha, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Currency } from '@specboard/domain';
import { useId } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/index.ts';
import { readApiError } from '../identity/index.ts';
import type { ScheduleRow, TableKey } from '../schedule/index.ts';
import { diffText, productChanged, rowEdited } from './diff-values.ts';
import { ROW_DIFF_PRODUCT_QUERY } from './product-references.documents.ts';
import { type ReferenceAction, useReferenceActions } from './useReferenceActions.ts';

/** A field the product changed: a light amber wash and an amber edge (with the words below). */
const changedRow = {
  bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.12),
  '& > td:first-of-type': {
    boxShadow: (theme: Theme) => `inset 3px 0 ${theme.palette.warning.main}`,
  },
};

export type CompareProductDialogProps = {
  tableKey: TableKey;
  /** The referenced row to compare; null when closed. */
  rowId: string | null;
  /** The row's name, for the title ('A1'). */
  rowName: string;
  currency: Currency;
  /** Whether the viewer may change the row (Take update, Keep mine, Revert). */
  edit: AbilityLike;
  onRow: (row: ScheduleRow) => void;
  onClose: () => void;
};

/**
 * The product modal's compare and update-referenced-product variants (spec 001 §2): each
 * reference field where the row differs from its product, the row's value beside the product's,
 * what the product changed marked (colour, an arrow and words), what the row changed marked too;
 * Take update, Keep mine, and Revert to product for an edited row. Full screen on a phone.
 */
export function CompareProductDialog(props: CompareProductDialogProps) {
  const { rowId, onClose } = props;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={rowId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Compare {props.rowName} with its product</DialogTitle>
      {rowId !== null && <CompareBody {...props} rowId={rowId} />}
    </Dialog>
  );
}

function CompareBody({
  tableKey,
  rowId,
  currency,
  edit,
  onRow,
  onClose,
}: CompareProductDialogProps & { rowId: string }) {
  const diff = useQuery(ROW_DIFF_PRODUCT_QUERY, {
    variables: {
      workspaceId: tableKey.workspaceId,
      projectId: tableKey.projectId ?? null,
      collectionId: tableKey.collectionId ?? null,
      rowId,
    },
    fetchPolicy: 'network-only',
  });
  const actions = useReferenceActions(tableKey, onRow);
  const answer = diff.data?.getRowDiffProduct;

  const act = async (action: ReferenceAction) => {
    if (await actions.run(action, rowId)) onClose();
  };
  const button = (action: ReferenceAction, label: string, shown: boolean, primary = false) =>
    shown && (
      <AbilityTooltip key={action} ability={edit}>
        <Button
          variant={primary ? 'contained' : 'text'}
          disabled={!edit.allowed || actions.busy !== null}
          onClick={() => void act(action)}
        >
          {label}
        </Button>
      </AbilityTooltip>
    );

  return (
    <>
      <DialogContent dividers>
        {diff.error && <Alert severity="error">{readApiError(diff.error).message}</Alert>}
        {!answer && !diff.error && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label="Loading the comparison" />
          </Box>
        )}
        {answer && (
          <Stack spacing={2}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography variant="body2" color="text.secondary">
                From {answer.collectionName}
              </Typography>
              {answer.updateAvailable && !answer.removed && (
                <Chip
                  size="small"
                  color="warning"
                  icon={<ArrowUpwardIcon />}
                  label="Update available"
                />
              )}
              {answer.edited && (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<EditOutlinedIcon />}
                  label="Edited in this schedule"
                />
              )}
              {answer.removed && <Chip size="small" label="Product removed from its collection" />}
            </Stack>
            {actions.error && <Alert severity="error">{actions.error}</Alert>}
            {answer.fields.length === 0 ? (
              <Alert severity="success">This row matches its product.</Alert>
            ) : (
              <Table size="small" aria-label="Differences" sx={{ tableLayout: 'fixed' }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: '34%' }}>Field</TableCell>
                    <TableCell>This row</TableCell>
                    <TableCell>Product now</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answer.fields.map((field) => {
                    const changed = productChanged(field);
                    const edited = rowEdited(field);
                    return (
                      <TableRow
                        key={field.field}
                        data-field={field.field}
                        data-changed={changed || undefined}
                        sx={changed ? changedRow : undefined}
                      >
                        <TableCell>
                          <Typography variant="body2" sx={{ fontWeight: changed ? 600 : 400 }}>
                            {field.name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" component="div">
                            {[
                              changed ? '↑ changed in the product' : null,
                              edited ? '✎ edited here' : null,
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          {diffText(field.field, field.rowValue, currency)}
                        </TableCell>
                        <TableCell
                          sx={{ overflowWrap: 'anywhere', fontWeight: changed ? 600 : 400 }}
                        >
                          {answer.removed
                            ? '—'
                            : diffText(field.field, field.productValue, currency)}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {answer && !answer.removed && (
          <>
            {button('revert', 'Revert to product', answer.edited)}
            {button('keep', 'Keep mine', answer.updateAvailable)}
            {button('take', 'Take update', answer.updateAvailable, true)}
          </>
        )}
      </DialogActions>
    </>
  );
}
