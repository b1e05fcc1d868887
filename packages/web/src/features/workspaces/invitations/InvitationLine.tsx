import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkspaceInvitation } from '../workspaces.types.ts';
import { invitationSubject, invitationText } from './invitation-text.ts';

type InvitationLineProps = {
  invitation: WorkspaceInvitation;
  busy: boolean;
  onAccept: (invitation: WorkspaceInvitation) => void;
  onDecline: (invitation: WorkspaceInvitation) => void;
};

/** One invitation: what it is, with Decline and Accept (one click each). */
export function InvitationLine({ invitation, busy, onAccept, onDecline }: InvitationLineProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, width: '100%' }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {invitationText(invitation)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          color="inherit"
          disabled={busy}
          aria-label={`Decline the invitation to ${invitationSubject(invitation)}`}
          onClick={() => onDecline(invitation)}
        >
          Decline
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          aria-label={`Accept the invitation to ${invitationSubject(invitation)}`}
          onClick={() => onAccept(invitation)}
        >
          Accept
        </Button>
      </Stack>
    </Stack>
  );
}
