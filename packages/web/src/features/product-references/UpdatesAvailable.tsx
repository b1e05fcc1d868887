import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { updatesText } from './reference-marks.ts';

/** In the status line: how many rows are offered an update of their product, and Review. */
export function UpdatesAvailable({ count, onReview }: { count: number; onReview: () => void }) {
  if (count === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color: 'warning.dark' }}
      data-testid="updates-available"
    >
      <ArrowUpwardIcon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {updatesText(count)}
      </Typography>
      <Button size="small" onClick={onReview} sx={{ minWidth: 0, py: 0 }}>
        Review
      </Button>
    </Stack>
  );
}
