import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { licenceLimit } from '@specboard/domain';
import { toLicenceFacts } from '../invite/licence-room.ts';
import type { Workspace } from '../workspaces.types.ts';

/** Licences and guest licences used, against the workspace's limits. */
export function LicenceSummary({ workspace }: { workspace: Workspace }) {
  const limit = licenceLimit(toLicenceFacts(workspace));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 3 }}
      data-testid="licence-summary"
      aria-live="polite"
    >
      <Typography variant="body2">
        {workspace.unlimitedUsers
          ? 'Unlimited users'
          : `Licences used: ${workspace.usedLicenses} of ${limit}`}
      </Typography>
      <Typography variant="body2">
        {workspace.unlimitedUsers
          ? `Guests: ${workspace.usedGuestLicenses}`
          : `Guests: ${workspace.usedGuestLicenses} of ${workspace.guestLicenseLimit}`}
      </Typography>
    </Stack>
  );
}
