import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export type WorkspaceChoice = { id: string; name: string };

type FollowWorkspaceDialogProps = {
  collectionName: string;
  workspaces: readonly WorkspaceChoice[];
  /** Chosen first (the workspace the viewer is in, when it may follow). */
  initialId: string;
  busy: boolean;
  onFollow: (workspace: WorkspaceChoice) => void;
  onClose: () => void;
};

/** Follow: which of the viewer's workspaces the collection shows in, under Followed. */
export function FollowWorkspaceDialog({
  collectionName,
  workspaces,
  initialId,
  busy,
  onFollow,
  onClose,
}: FollowWorkspaceDialogProps) {
  const titleId = useId();
  const [chosenId, setChosenId] = useState(initialId);
  const chosen = workspaces.find((workspace) => workspace.id === chosenId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Follow “{collectionName}”</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Choose the workspace to follow it into. Its products stay read-only there and keep up with
          the collection.
        </Typography>
        <RadioGroup
          aria-label="Workspace to follow into"
          value={chosenId}
          onChange={(event) => setChosenId(event.target.value)}
        >
          {workspaces.map((workspace) => (
            <FormControlLabel
              key={workspace.id}
              value={workspace.id}
              control={<Radio />}
              label={workspace.name}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen || busy}
          onClick={() => chosen && onFollow(chosen)}
        >
          Follow
        </Button>
      </DialogActions>
    </Dialog>
  );
}
