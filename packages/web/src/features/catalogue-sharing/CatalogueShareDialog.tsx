import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { collectionMessages, libraryMessages, roleLabel, sharingMessages } from '@specboard/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../ui/confirm/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError, useSession } from '../identity/index.ts';
import { librariesPath } from '../libraries/index.ts';
import { InviteField } from '../sharing/index.ts';
import { CatalogueMemberList } from './CatalogueMemberList.tsx';
import {
  asksBeforeGiving,
  catalogueRoleDescriptions,
  catalogueRoles,
  isCatalogueRole,
} from './catalogue-roles.ts';
import type { CatalogueKind, CatalogueMember, CatalogueRole } from './catalogue-sharing.types.ts';
import { useCatalogueInvite } from './useCatalogueInvite.ts';
import { useCatalogueMutations } from './useCatalogueMutations.ts';
import { useCataloguePeople } from './useCataloguePeople.ts';

export type CatalogueShareDialogProps = {
  open: boolean;
  kind: CatalogueKind;
  /** The library's or the collection's id. */
  id: string;
  workspaceId: string;
  onClose: () => void;
  /**
   * The viewer removed their own role (spec 001 §4). A library's dialog then goes to the
   * libraries route itself; a collection's caller decides where to go.
   */
  onLeft?: () => void;
  /**
   * A collection's sharing options (who may follow it, its link), opened from the dialog's
   * footer for those who may change them.
   */
  onSharingOptions?: () => void;
};

/**
 * Share a library or a collection: who has a role on it (role select, Remove, Leave for oneself)
 * and people to add by name or e-mail address, viewers unless another role is chosen.
 */
export function CatalogueShareDialog({ open, onClose, ...target }: CatalogueShareDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {open && <ShareForm titleId={titleId} onClose={onClose} {...target} />}
    </Dialog>
  );
}

type ShareFormProps = Omit<CatalogueShareDialogProps, 'open'> & { titleId: string };

function ShareForm({ titleId, onClose, onLeft, onSharingOptions, ...target }: ShareFormProps) {
  const { kind, workspaceId } = target;
  const session = useSession();
  const viewerId = session.status === 'signed-in' ? session.session.user.id : null;
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const navigate = useNavigate();
  const team = useCataloguePeople(target);
  const calls = useCatalogueMutations(target);
  const draft = useCatalogueInvite({ calls, onPeople: team.keep });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);
  const canManage = team.shareAbility?.allowed ?? false;
  const inviting = draft.invitees.length > 0;

  /** Runs one change to someone's role, keeping the people the server answers with. */
  const change = async (person: CatalogueMember, run: () => Promise<CatalogueMember[]>) => {
    setChangeError(null);
    setBusyId(person.userInfo.id);
    try {
      team.keep(await run());
      return true;
    } catch (caught) {
      setChangeError(readApiError(caught).message);
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const chooseRole = async (person: CatalogueMember, type: CatalogueRole) => {
    if (asksBeforeGiving(type)) {
      const sure = await confirm({
        message: sharingMessages.editingRoleConfirmation,
        confirmLabel: 'Assign role',
      });
      if (!sure) return;
    }
    await change(
      person,
      async () => (await calls.update([{ userId: person.userInfo.id, type }])).members,
    );
  };

  const remove = async (person: CatalogueMember) => {
    const leaving = person.userInfo.id === viewerId;
    if (leaving) {
      const sure = await confirm({
        title: `Leave the ${kind}?`,
        message: `You will no longer have your role on “${team.name ?? `this ${kind}`}”.`,
        confirmLabel: 'Leave',
        destructive: true,
      });
      if (!sure) return;
    }
    const done = await change(
      person,
      async () => (await calls.remove([person.userInfo.id])).members,
    );
    if (!done || !leaving) return;
    show({
      color: 'info',
      text: kind === 'library' ? libraryMessages.leftLibrary : collectionMessages.leftCollection,
    });
    onClose();
    onLeft?.();
    if (kind === 'library') navigate(librariesPath(workspaceId));
  };

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Share
        <Typography variant="body2" color="text.secondary" component="span" sx={titleLineSx}>
          {team.name ?? (kind === 'library' ? 'Library' : 'Collection')}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        {canManage && (
          <Box sx={{ pt: 1 }}>
            <InviteField
              workspaceId={workspaceId}
              invitees={draft.invitees}
              onChange={draft.setInvitees}
              onWrongEntries={draft.addWrongEntries}
              error={draft.fieldError}
              onError={draft.setFieldError}
            />
          </Box>
        )}
        {inviting ? (
          <InviteRole draft={draft} />
        ) : (
          <>
            <Typography variant="h3" sx={{ mt: 3, mb: 0.5 }}>
              People with access
            </Typography>
            {(changeError || (!canManage && team.shareAbility?.message)) && (
              <Alert severity={changeError ? 'error' : 'info'} sx={{ mb: 1 }}>
                {changeError ?? team.shareAbility?.message}
              </Alert>
            )}
            {draft.sendError && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {draft.sendError}
              </Alert>
            )}
            <CatalogueMemberList
              people={team.people}
              viewerId={viewerId}
              canManage={canManage}
              noun={kind}
              loading={team.loading}
              error={team.error ? readApiError(team.error).message : null}
              busyId={busyId}
              onChooseRole={(person, type) => void chooseRole(person, type)}
              onRemove={(person) => void remove(person)}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {inviting ? (
          <>
            <Button onClick={draft.clear}>Cancel</Button>
            <Button variant="contained" disabled={draft.sending} onClick={() => void draft.send()}>
              Send
            </Button>
          </>
        ) : (
          <>
            {onSharingOptions && canManage && (
              <Button sx={{ mr: 'auto' }} onClick={onSharingOptions}>
                Sharing options
              </Button>
            )}
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

/** Under the field once someone is chosen: their role and a message. */
function InviteRole({ draft }: { draft: ReturnType<typeof useCatalogueInvite> }) {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        select
        label="Role"
        value={draft.role}
        onChange={(event) => {
          const next = event.target.value;
          if (isCatalogueRole(next)) void draft.chooseRole(next);
        }}
        helperText={catalogueRoleDescriptions[draft.role]}
        fullWidth
      >
        {catalogueRoles.map((role) => (
          <MenuItem key={role} value={role}>
            {roleLabel(role)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Message (optional)"
        value={draft.message}
        onChange={(event) => draft.setMessage(event.target.value)}
        multiline
        minRows={2}
        fullWidth
      />
      {draft.sendError && <Alert severity="error">{draft.sendError}</Alert>}
    </Stack>
  );
}

const titleLineSx = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' };
