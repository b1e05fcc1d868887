import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ProjectVersion } from './versions.types.ts';

const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Says that the schedule shown is a version, read-only, with the way back to the live one. */
export function VersionBanner({
  version,
  missing,
  onLeave,
}: {
  version: ProjectVersion | null;
  missing: boolean;
  onLeave: () => void;
}) {
  const back = (
    <Button color="inherit" size="small" onClick={onLeave}>
      Back to the live schedule
    </Button>
  );
  if (missing) {
    return (
      <Alert severity="warning" action={back}>
        That version does not exist any more.
      </Alert>
    );
  }
  if (!version) return null;
  return (
    <Alert severity="info" action={back} data-testid="version-banner">
      <AlertTitle>
        Version: {version.title}
        {version.shortName ? ` (${version.shortName})` : ''}
      </AlertTitle>
      Taken {dates.format(new Date(version.versionDate))}. It is kept as it was, read-only; the live
      schedule goes on changing.
    </Alert>
  );
}
