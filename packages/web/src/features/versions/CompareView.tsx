import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { PageLoading } from '../../ui/loading/PageLoading.tsx';
import { readApiError } from '../identity/index.ts';
import {
  formatCompareValue,
  formatMoney,
  formatMoneyDelta,
  formatWattsDelta,
  orderItems,
  statusLabels,
} from './compare-format.ts';
import { COMPARE_QUERY } from './versions.documents.ts';
import type { CompareItem, CompareStatus, ProjectKey } from './versions.types.ts';

type CompareViewProps = ProjectKey & {
  primaryVersionId: string;
  secondaryVersionId: string | null;
  /** How the two sides are named: "Tender → Live schedule". */
  fromLabel: string;
  toLabel: string;
};

const statusColors: Record<CompareStatus, 'success' | 'error' | 'warning' | 'default'> = {
  added: 'success',
  removed: 'error',
  modified: 'warning',
  unchanged: 'default',
};

/** What moved between two issues: the budget and the load first, then by type, then row by row. */
export function CompareView(props: CompareViewProps) {
  const { projectId, workspaceId, primaryVersionId, secondaryVersionId } = props;
  const result = useQuery(COMPARE_QUERY, {
    variables: { projectId, workspaceId, primaryVersionId, secondaryVersionId },
    fetchPolicy: 'network-only',
  });
  const [shown, setShown] = useState<Set<CompareStatus>>(new Set(['added', 'removed', 'modified']));
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  if (result.error) return <Alert severity="error">{readApiError(result.error).message}</Alert>;
  if (!result.data) return <PageLoading label="Comparing the versions" />;
  const { compareProjectVersions: comparison, getComparisonFields: columns } = result.data;
  const columnName = (id: string) => columns.find((column) => column.id === id)?.name ?? id;
  const items = orderItems(comparison.items as readonly CompareItem[], shown);
  const toggle = (status: CompareStatus) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });

  return (
    <Stack
      spacing={2}
      aria-label={`Changes from ${props.fromLabel} to ${props.toLabel}`}
      component="section"
    >
      <Typography variant="h2">
        {props.fromLabel} → {props.toLabel}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="overline">Total cost</Typography>
          <Typography variant="h3" component="p" data-testid="compare-cost-delta">
            {formatMoneyDelta(comparison.totals.costDelta)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatMoney(comparison.totals.costBefore)} → {formatMoney(comparison.totals.costAfter)}
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="overline">Total power</Typography>
          <Typography variant="h3" component="p" data-testid="compare-power-delta">
            {formatWattsDelta(comparison.totals.powerDelta)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {Number(comparison.totals.powerBefore).toLocaleString('en-US')} W →{' '}
            {Number(comparison.totals.powerAfter).toLocaleString('en-US')} W
          </Typography>
        </Paper>
      </Stack>

      <Box>
        <Typography variant="h3" component="h3" gutterBottom>
          By type
        </Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Changes by type">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell align="right">Cost</TableCell>
                <TableCell align="right" sx={nowrap}>
                  Cost change
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  Power change
                </TableCell>
                <TableCell sx={nowrap}>Latest delivery</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {comparison.byType
                .filter(
                  (type) =>
                    type.costDelta !== '0' ||
                    type.powerDelta !== '0' ||
                    type.rowsBefore !== type.rowsAfter,
                )
                .map((type) => (
                  <TableRow key={type.type}>
                    <TableCell component="th" scope="row">
                      {type.type}
                    </TableCell>
                    <TableCell align="right">
                      {type.rowsBefore} → {type.rowsAfter}
                    </TableCell>
                    <TableCell align="right">{formatMoney(type.costAfter)}</TableCell>
                    <TableCell align="right">{formatMoneyDelta(type.costDelta)}</TableCell>
                    <TableCell align="right">{formatWattsDelta(type.powerDelta)}</TableCell>
                    <TableCell>{type.latestDelivery ?? '—'}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>

      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Show rows"
      >
        {(Object.keys(statusLabels) as CompareStatus[]).map((status) => (
          <Chip
            key={status}
            label={`${statusLabels[status]} ${comparison.counts[status]}`}
            color={shown.has(status) ? statusColors[status] : 'default'}
            variant={shown.has(status) ? 'filled' : 'outlined'}
            onClick={() => toggle(status)}
            aria-pressed={shown.has(status)}
          />
        ))}
      </Stack>

      {items.length === 0 ? (
        <Alert severity="info">
          No rows to show: the two sides are the same, or every kind of change is hidden.
        </Alert>
      ) : narrow ? (
        <Stack
          spacing={1}
          component="ul"
          aria-label="Changed rows"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((item) => (
            <Paper
              key={item.rowId}
              component="li"
              variant="outlined"
              sx={{ p: 1.5 }}
              data-status={item.status}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Typography variant="subtitle2">
                  {item.type} · {describeProduct(item)}
                </Typography>
                <Chip
                  size="small"
                  label={statusLabels[item.status]}
                  color={statusColors[item.status]}
                />
              </Stack>
              <ChangedFields item={item} columnName={columnName} />
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {formatMoneyDelta(item.costDelta)} · {formatWattsDelta(item.powerDelta)}
              </Typography>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Changed rows">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>What changed</TableCell>
                <TableCell align="right" sx={nowrap}>
                  Cost change
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  Power change
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.rowId} data-status={item.status}>
                  <TableCell component="th" scope="row">
                    {item.type}
                    <Typography variant="body2" color="text.secondary">
                      {describeProduct(item)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={statusLabels[item.status]}
                      color={statusColors[item.status]}
                    />
                  </TableCell>
                  <TableCell>
                    {item.status === 'modified' ? (
                      <ChangedFields item={item} columnName={columnName} />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {formatMoneyDelta(item.costDelta)}
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {formatWattsDelta(item.powerDelta)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;

function describeProduct(item: CompareItem): string {
  return [item.fields.manufacturer, item.fields.model]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
}

/** "Quantity: 10 → 12", one line per changed column. */
function ChangedFields({
  item,
  columnName,
}: {
  item: CompareItem;
  columnName: (id: string) => string;
}) {
  if (item.status !== 'modified') return null;
  return (
    <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2 }}>
      {item.modified.map((col) => (
        <li key={col}>
          {columnName(col)}: {formatCompareValue(col, item.previous?.[col])} →{' '}
          {formatCompareValue(col, item.fields[col])}
        </li>
      ))}
    </Stack>
  );
}
