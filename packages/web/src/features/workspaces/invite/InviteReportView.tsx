import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { InviteOutcome, InviteReport } from '../workspaces.types.ts';

const statusLabels: Record<string, string> = {
  invited: 'Invited',
  alreadyInvited: 'Already invited',
  alreadyMember: 'Already a member',
  failed: 'Failed',
};

/** How one invitation went, in words. */
export function inviteOutcomeLabel(outcome: InviteOutcome): string {
  const label = statusLabels[outcome.status] ?? outcome.status;
  return outcome.status === 'failed' && outcome.message ? `${label}: ${outcome.message}` : label;
}

type InviteReportViewProps = { report: InviteReport; titleId: string; onClose: () => void };

/** The server's report of an invitation, one line per e-mail. */
export function InviteReportView({ report, titleId, onClose }: InviteReportViewProps) {
  return (
    <>
      <DialogTitle id={titleId}>Invitation report</DialogTitle>
      <DialogContent>
        <List dense aria-label="Invitation report" disablePadding>
          {report.results.map((outcome) => (
            <ListItem key={outcome.email} disableGutters>
              <ListItemText
                primary={outcome.email}
                secondary={inviteOutcomeLabel(outcome)}
                slotProps={{
                  secondary: {
                    color: outcome.status === 'failed' ? 'error' : 'text.secondary',
                  },
                }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}
