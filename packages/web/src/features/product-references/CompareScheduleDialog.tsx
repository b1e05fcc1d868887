import { useQuery } from '@apollo/client/react';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Currency } from '@specboard/domain';
import { useId } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/index.ts';
import { readApiError } from '../identity/index.ts';
import type { ScheduleRow, TableKey } from '../schedule/index.ts';
import { diffText, productChanged } from './diff-values.ts';
import { COMPARE_WITH_REFERENCES_QUERY } from './product-references.documents.ts';
import { useReferenceActions } from './useReferenceActions.ts';

export type CompareScheduleDialogProps = {
  tableKey: TableKey;
  open: boolean;
  /** A row's name by id ('A1'), for the list. */
  rowName: (rowId: string) => string;
  currency: Currency;
  edit: AbilityLike;
  /** Rows the table knows are offered an update: listed to compare one by one when the server refuses the whole comparison (it needs premium). */
  withUpdates: readonly string[];
  /** Opens one row's comparison (Compare with product). */
  onCompareRow: (rowId: string) => void;
  onRow: (row: ScheduleRow) => void;
  onClose: () => void;
};

/**
 * Compare with library: every row of the schedule that differs from its product, with the fields
 * that differ (the row's value → the product's), each with Take update when one is offered.
 */
export function CompareScheduleDialog(props: CompareScheduleDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Compare with library</DialogTitle>
      {props.open && <CompareList {...props} />}
    </Dialog>
  );
}

function CompareList({
  tableKey,
  rowName,
  currency,
  edit,
  withUpdates,
  onCompareRow,
  onRow,
  onClose,
}: CompareScheduleDialogProps) {
  const compared = useQuery(COMPARE_WITH_REFERENCES_QUERY, {
    variables: {
      workspaceId: tableKey.workspaceId,
      projectId: tableKey.projectId ?? null,
      collectionId: tableKey.collectionId ?? null,
    },
    fetchPolicy: 'network-only',
  });
  const actions = useReferenceActions(tableKey, onRow);
  const rows = compared.data?.compareScheduleWithReferences ?? [];
  const take = async (rowId: string) => {
    if (await actions.run('take', rowId)) void compared.refetch();
  };
  return (
    <>
      <DialogContent dividers>
        {compared.error && <Alert severity="info">{readApiError(compared.error).message}</Alert>}
        {compared.error && withUpdates.length > 0 && (
          <List aria-label="Rows with an update available" disablePadding>
            {withUpdates.map((rowId) => (
              <ListItem
                key={rowId}
                divider
                sx={{ px: 0 }}
                secondaryAction={
                  <Button size="small" onClick={() => onCompareRow(rowId)}>
                    Compare…
                  </Button>
                }
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <ArrowUpwardIcon fontSize="small" color="warning" aria-hidden />
                  <Typography>{rowName(rowId)}: update available</Typography>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        {actions.error && <Alert severity="error">{actions.error}</Alert>}
        {compared.loading && !compared.data && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label="Comparing with the library" />
          </Box>
        )}
        {compared.data && rows.length === 0 && (
          <Alert severity="success">Every row matches its product in the library.</Alert>
        )}
        <List aria-label="Rows that differ" disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.rowId}
              divider
              data-row-id={row.rowId}
              sx={{ display: 'block', px: 0 }}
              aria-label={`${rowName(row.rowId)} from ${row.collectionName}`}
            >
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{rowName(row.rowId)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {row.collectionName}
                </Typography>
                {row.updateAvailable && !row.removed && (
                  <Chip
                    size="small"
                    color="warning"
                    icon={<ArrowUpwardIcon />}
                    label="Update available"
                  />
                )}
                {row.edited && <Chip size="small" variant="outlined" label="Edited" />}
                {row.removed && <Chip size="small" label="Product removed" />}
                {row.updateAvailable && !row.removed && (
                  <AbilityTooltip ability={edit}>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={!edit.allowed || actions.busy !== null}
                      onClick={() => void take(row.rowId)}
                    >
                      Take update
                    </Button>
                  </AbilityTooltip>
                )}
              </Stack>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {row.fields.map((field) => (
                  <Typography component="li" variant="body2" key={field.field}>
                    <Box component="span" sx={{ fontWeight: productChanged(field) ? 600 : 400 }}>
                      {field.name}
                    </Box>
                    : {diffText(field.field, field.rowValue, currency)} →{' '}
                    {row.removed ? '—' : diffText(field.field, field.productValue, currency)}
                  </Typography>
                ))}
              </Box>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
