import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { projectsRoute } from '@specboard/domain';
import { Link as RouterLink } from 'react-router';
import { InvitationLine } from './InvitationLine.tsx';
import { useWorkspaceInvitations } from './useWorkspaceInvitations.ts';

/** /invitations: where the invitation mail leads; each open invitation, to accept or decline. */
export function InvitationsPage() {
  const { invitations, loading, busyId, accept, decline } = useWorkspaceInvitations();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Typography variant="h1" gutterBottom>
        Invitations
      </Typography>
      {invitations.length === 0 ? (
        <Typography color="text.secondary">
          {loading ? 'Loading…' : 'No invitations are waiting for you. '}
          {!loading && (
            <Link component={RouterLink} to={projectsRoute}>
              Go to your projects
            </Link>
          )}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invitations.map((invitation) => (
            <Paper component="li" key={invitation.id} variant="outlined" sx={{ p: 2 }}>
              <InvitationLine
                invitation={invitation}
                busy={busyId === invitation.id}
                onAccept={(item) => void accept(item)}
                onDecline={(item) => void decline(item)}
              />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
