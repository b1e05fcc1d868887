import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { updatesText } from './reference-marks.ts';

/**
 * In the status line: how many rows are offered an update of their product, and Review. Beside
 * the toolbar (compact) it is one short button, the words in full in its name and tooltip.
 */
export function UpdatesAvailable({
  count,
  onReview,
  compact = false,
}: {
  count: number;
  onReview: () => void;
  compact?: boolean;
}) {
  if (count === 0) return null;
  const text = updatesText(count);
  if (compact) {
    return (
      <Tooltip title={`${text}: review`}>
        <Button
          size="small"
          color="warning"
          startIcon={<ArrowUpwardIcon />}
          onClick={onReview}
          aria-label={`${text}: review`}
          data-testid="updates-available"
          sx={{ py: 0, minWidth: 0, whiteSpace: 'nowrap', fontWeight: 600 }}
        >
          {count === 1 ? '1 update' : `${count} updates`}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color: 'warning.dark' }}
      data-testid="updates-available"
    >
      <ArrowUpwardIcon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      <Button size="small" onClick={onReview} sx={{ minWidth: 0, py: 0 }}>
        Review
      </Button>
    </Stack>
  );
}
