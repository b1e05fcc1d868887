import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useMatch } from 'react-router';
import { INVITATIONS_PATH } from '../workspaces.paths.ts';
import { InvitationLine } from './InvitationLine.tsx';
import { useWorkspaceInvitations } from './useWorkspaceInvitations.ts';

/** How many invitations the banner shows before pointing to the invitations page. */
const shownInBanner = 2;

/**
 * Above every page while the viewer has open invitations into workspaces: each with Accept and
 * Decline. The invitations page lists them itself, so the banner stays away from it.
 */
export function InvitationsBanner() {
  const onPage = useMatch(INVITATIONS_PATH) !== null;
  const { invitations, busyId, accept, decline } = useWorkspaceInvitations();
  if (onPage || invitations.length === 0) return null;
  const more = invitations.length - shownInBanner;
  return (
    <Alert
      severity="info"
      square
      data-testid="invitations-banner"
      sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiAlert-message': { flex: 1 } }}
    >
      <Stack spacing={1}>
        {invitations.slice(0, shownInBanner).map((invitation) => (
          <InvitationLine
            key={invitation.id}
            invitation={invitation}
            busy={busyId === invitation.id}
            onAccept={(item) => void accept(item)}
            onDecline={(item) => void decline(item)}
          />
        ))}
        {more > 0 && (
          <Link component={RouterLink} to={INVITATIONS_PATH}>
            See all {invitations.length} invitations
          </Link>
        )}
      </Stack>
    </Alert>
  );
}
