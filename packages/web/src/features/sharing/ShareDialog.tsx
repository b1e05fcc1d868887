import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { sharingMessages } from '@specboard/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useConfirm } from '../../ui/confirm/index.ts';
import { readApiError } from '../identity/index.ts';
import { InviteField } from './InviteField.tsx';
import { InviteOptions } from './InviteOptions.tsx';
import { PeopleList } from './PeopleList.tsx';
import { SharedLinkSection } from './SharedLinkSection.tsx';
import type { InvitePrefill, ShareableProject } from './sharing.types.ts';
import { useInviteDraft } from './useInviteDraft.ts';
import { useProjectPeople } from './useProjectPeople.ts';

type ShareDialogProps = {
  open: boolean;
  project: ShareableProject;
  /** People and a role to start with (an invite link); read when the dialog opens. */
  prefill?: InvitePrefill | null;
  onClose: () => void;
};

/**
 * "Share, to add members or guests" (spec 000 §2, §4): who is on the project, people to add
 * (creators Send, others Request an invite), and the project's shared link. Full screen on phones.
 */
export function ShareDialog({ open, project, prefill, onClose }: ShareDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const confirm = useConfirm();
  const unsaved = useRef(false);
  const [openings, setOpenings] = useState(0);
  useEffect(() => {
    if (open) setOpenings((count) => count + 1);
  }, [open]);

  const requestClose = async () => {
    if (unsaved.current) {
      const discard = await confirm({
        title: 'Discard changes?',
        message: 'The changes you made to who is on the project have not been saved.',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={() => void requestClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <ShareForm
        key={openings}
        titleId={titleId}
        project={project}
        prefill={prefill}
        unsaved={unsaved}
        onClose={onClose}
        onRequestClose={() => void requestClose()}
      />
    </Dialog>
  );
}

type ShareFormProps = Omit<ShareDialogProps, 'open'> & {
  titleId: string;
  unsaved: { current: boolean };
  onRequestClose: () => void;
};

function ShareForm({
  titleId,
  project,
  prefill,
  unsaved,
  onClose,
  onRequestClose,
}: ShareFormProps) {
  const { managePermissions, sharedLink } = project.viewerCan;
  const direct = managePermissions.allowed;
  const team = useProjectPeople(project.id, project.workspaceId);
  const draft = useInviteDraft({
    projectId: project.id,
    workspaceId: project.workspaceId,
    direct,
    people: team.people,
    onPeople: team.keepPeople,
    prefill,
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const inviting = draft.invitees.length > 0;
  const hasUnsaved = team.pending || inviting;
  useEffect(() => {
    unsaved.current = hasUnsaved;
    return () => {
      unsaved.current = false;
    };
  }, [unsaved, hasUnsaved]);

  const save = async () => {
    setSaveError(null);
    try {
      await team.save();
    } catch (caught) {
      setSaveError(readApiError(caught).message);
    }
  };

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Share
        <Typography variant="body2" color="text.secondary" component="span" sx={titleLineSx}>
          {project.title}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onRequestClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      {/* The close button parts title and content, so MUI's title-then-content spacing is set here. */}
      <DialogContent sx={{ pt: 0 }}>
        <Box sx={{ pt: 1 }}>
          <InviteField
            workspaceId={project.workspaceId}
            projectId={project.id}
            invitees={draft.invitees}
            onChange={draft.setInvitees}
            onWrongEntries={draft.addWrongEntries}
            error={draft.fieldError}
            onError={draft.setFieldError}
          />
        </Box>
        {inviting ? (
          <InviteOptions
            type={draft.type}
            offered={draft.offered}
            onChooseRole={draft.chooseRole}
            direct={direct}
            message={draft.message}
            onMessage={draft.setMessage}
            capMessage={draft.capMessage}
            sendError={draft.sendError}
          />
        ) : (
          <>
            <Typography variant="h3" sx={{ mt: 3, mb: 0.5 }}>
              People with access
            </Typography>
            {saveError && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {saveError}
              </Alert>
            )}
            <PeopleList
              people={team.shown}
              canManage={direct}
              loading={team.loading}
              error={team.error ? readApiError(team.error).message : null}
              onChooseRole={(person, type) => void team.chooseRole(person, type)}
              onRemove={team.remove}
            />
            {(sharedLink.allowed || direct) && (
              <>
                <Divider sx={{ my: 2 }} />
                <SharedLinkSection project={project} />
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {inviting ? (
          <>
            <Button onClick={draft.clear}>Cancel</Button>
            <Button
              variant="contained"
              disabled={draft.sending || !!draft.capMessage}
              onClick={() => void draft.send()}
            >
              {direct ? 'Send' : sharingMessages.requestInvite}
            </Button>
          </>
        ) : team.pending ? (
          <>
            <Typography variant="body2" color="warning.dark" sx={{ mr: 'auto' }} role="status">
              {sharingMessages.pendingChanges}
            </Typography>
            <Button variant="contained" disabled={team.saving} onClick={() => void save()}>
              Save
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        )}
      </DialogActions>
    </>
  );
}

const titleLineSx = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' };
