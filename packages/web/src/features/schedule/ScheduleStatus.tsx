import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Currency } from '@specboard/domain';
import { type ReactNode, useMemo } from 'react';
import { formatMoney } from './cell-format.ts';
import { loadingTitle } from './row-loader.ts';
import type { ProjectKey } from './schedule.types.ts';
import { shownTotals } from './schedule-rows.ts';
import type { LoadState } from './schedule-store.ts';
import { useScheduleTotals } from './useSchedule.ts';

const count = new Intl.NumberFormat('en-US');
const watts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

type ScheduleStatusProps = {
  load: LoadState;
  shown: number;
  total: number;
  /** Matches the search found in rows not shown, said as a sentence. */
  searchOutside: string | null;
  searchError: string | null;
  /** The totals of the rows the filters keep, when known. */
  totals: { cost: string; power: number } | null;
  currency: Currency;
  /** The tags the view is limited to. */
  viewTags: readonly string[];
  /** Beside the toolbar: the totals without their names (both are in the tooltip). */
  compact?: boolean;
  /** More to tell, before the totals (the rows offered a product update). */
  extra?: ReactNode;
};

type LiveScheduleStatusProps = Omit<ScheduleStatusProps, 'totals'> & {
  projectKey: ProjectKey;
  /** A version has no live totals. */
  live: boolean;
  /** The person's own tag filter, which the totals follow as the view's tags. */
  tags: readonly string[];
};

/**
 * The status with the schedule's totals, read here: new totals (after every edit) render this
 * line, not the page around the grid.
 */
export function LiveScheduleStatus({ projectKey, live, tags, ...status }: LiveScheduleStatusProps) {
  const totals = useScheduleTotals(projectKey, !live);
  const { viewTags } = status;
  const shown = useMemo(() => shownTotals(totals, viewTags, tags), [totals, viewTags, tags]);
  return <ScheduleStatus {...status} totals={shown} />;
}

/** Under the toolbars: loading, how many rows are shown, the view's tags and the totals. */
export function ScheduleStatus(props: ScheduleStatusProps) {
  const { load, shown, total, searchOutside, searchError, totals, currency, viewTags, compact } =
    props;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        alignItems: 'center',
        flexWrap: 'nowrap',
        minHeight: 24,
        minWidth: 0,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        color: 'text.secondary',
        '& > *': { flexShrink: 0 },
        '& > :last-child': {
          flexShrink: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
      }}
      aria-live="polite"
    >
      {load.spinning && <CircularProgress size={16} aria-label="Loading rows" />}
      <Typography variant="body2" component="span" data-testid="schedule-status">
        {!load.done
          ? loadingTitle(load.loaded, load.total)
          : `${count.format(shown)} ${shown === 1 ? 'row' : 'rows'}${
              shown !== total ? ` of ${count.format(total)}` : ''
            }`}
      </Typography>
      {viewTags.length > 0 && (
        <Typography variant="body2" component="span" data-testid="schedule-view-tags">
          · This view shows {viewTags.length === 1 ? 'tag' : 'tags'} {viewTags.join(', ')}
        </Typography>
      )}
      {searchOutside && (
        <Typography variant="body2" component="span" data-testid="schedule-search-outside">
          · {searchOutside}
        </Typography>
      )}
      {searchError && (
        <Typography variant="body2" component="span" color="error">
          · Search failed: {searchError}
        </Typography>
      )}
      {props.extra}
      {totals && (
        <Typography
          variant="tabular"
          color="text.primary"
          data-testid="schedule-totals"
          title={`Total cost ${formatMoney(totals.cost, currency)}, total power ${watts.format(totals.power)} W`}
        >
          · {compact ? '' : 'Total cost '}
          {formatMoney(totals.cost, currency)} · {compact ? '' : 'Total power '}
          {watts.format(totals.power)} W
        </Typography>
      )}
    </Stack>
  );
}
