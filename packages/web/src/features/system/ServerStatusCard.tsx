import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '@specboard/domain';
import { StatusDetails } from './StatusDetails.tsx';
import { DATABASE_LABELS, formatDateTime, PUBSUB_LABELS } from './system-labels.ts';
import { useSystemStatus } from './useSystemStatus.ts';

/** What the server is: version, database, live-event transport and start time. */
export function ServerStatusCard() {
  const { data, error, loading, refetch } = useSystemStatus();
  const status = data?.systemStatus;

  return (
    <Card component="section" aria-labelledby="server-status-heading">
      <CardContent>
        <Typography id="server-status-heading" variant="h2" gutterBottom>
          Server
        </Typography>
        {status ? (
          <StatusDetails
            details={[
              { label: 'Version', value: status.version },
              { label: 'Database', value: DATABASE_LABELS[status.database] ?? status.database },
              { label: 'Live events', value: PUBSUB_LABELS[status.pubsub] ?? status.pubsub },
              { label: 'Started at', value: formatDateTime(status.startedAt) },
            ]}
          />
        ) : error && !loading ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
                Try again
              </Button>
            }
          >
            <AlertTitle>{messages.somethingWentWrong}</AlertTitle>
            The server status could not be loaded.
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={96} aria-label="Loading server status" />
        )}
      </CardContent>
    </Card>
  );
}
