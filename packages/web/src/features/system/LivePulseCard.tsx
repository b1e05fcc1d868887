import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusDetails } from './StatusDetails.tsx';
import { formatDateTime } from './system-labels.ts';
import { usePulseLog } from './usePulseLog.ts';

/** The servers' heartbeats as they arrive: proof that live events reach this browser. */
export function LivePulseCard() {
  const { last, servers, error } = usePulseLog();

  return (
    <Card component="section" aria-labelledby="live-pulse-heading">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="live-pulse-heading" variant="h2" sx={{ flex: 1 }}>
            Live pulse
          </Typography>
          <Chip
            size="small"
            color={last ? 'success' : error ? 'error' : 'default'}
            label={last ? 'Live' : error ? 'Not connected' : 'Waiting'}
          />
        </Stack>
        {last ? (
          <StatusDetails
            details={[
              {
                label: 'Last pulse',
                value: (
                  <Typography component="span" variant="tabular" data-testid="last-pulse-at">
                    {formatDateTime(last.at)}
                  </Typography>
                ),
              },
              { label: 'From server', value: last.serverId },
              { label: 'Servers heard', value: servers.length },
            ]}
          />
        ) : (
          <Typography color="text.secondary">
            {error
              ? 'Live events are not reaching this browser. They resume by themselves when the connection returns.'
              : 'Waiting for the first pulse from the server…'}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
