import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  defaultInviteRole,
  invitableWorkspaceRoles,
  roleLabel,
  sharingMessages,
  workspaceMessages,
} from '@specboard/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { LimitAlert } from '../../../ui/ability/index.ts';
import { useConfirm } from '../../../ui/confirm/index.ts';
import { readApiError } from '../../identity/index.ts';
import { isEditingRole } from '../workspace-roles.ts';
import { INVITE_TO_WORKSPACE_MUTATION } from '../workspaces.documents.ts';
import type { InviteReport, Workspace, WorkspaceRole } from '../workspaces.types.ts';
import { isCleanEmailList, parseEmailList } from './email-list.ts';
import { InviteReportView } from './InviteReportView.tsx';
import { checkLicenceRoom, guestInviteAbility } from './licence-room.ts';
import { useApplyInviteReport } from './useInviteReports.ts';

// Spec 001 §6 describes the invitable roles; the guest line is ours.
const roleDescriptions: Partial<Record<WorkspaceRole, string>> = {
  viewer: 'View and comment only.',
  editor: 'Modify data, view and comment; some features are restricted.',
  creator: 'Highest access: modify the setup and delete. For trusted internal members.',
  guest: 'Sees only what is shared with them.',
};

type InviteDialogProps = {
  workspace: Workspace;
  open: boolean;
  onClose: () => void;
  /** Runs with the server's report once the invitations are sent. */
  onInvited: (report: InviteReport) => void;
};

/** Invites people to the workspace by e-mail, with a role and an optional message. */
export function InviteDialog({ workspace, open, onClose, onInvited }: InviteDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [openings, setOpenings] = useState(0);
  useEffect(() => {
    if (open) setOpenings((count) => count + 1);
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {/* A new form each time the dialog opens, kept while it closes so it keeps its title. */}
      <InviteForm
        key={openings}
        workspace={workspace}
        titleId={titleId}
        onClose={onClose}
        onInvited={onInvited}
      />
    </Dialog>
  );
}

type InviteFormProps = Omit<InviteDialogProps, 'open'> & { titleId: string };

function InviteForm({ workspace, titleId, onClose, onInvited }: InviteFormProps) {
  const confirm = useConfirm();
  const applyReport = useApplyInviteReport();
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const [role, setRole] = useState<WorkspaceRole>(defaultInviteRole);
  const [emailMessage, setEmailMessage] = useState('');
  const [report, setReport] = useState<InviteReport>();
  const [serverError, setServerError] = useState<string>();
  const [invite, { loading }] = useMutation(INVITE_TO_WORKSPACE_MUTATION);
  const emailsId = useId();

  // While the field has focus, the entry being typed is not judged yet.
  const parsed = parseEmailList(text, { complete: !typing });
  const count = parsed.emails.length;
  const room = checkLicenceRoom(workspace, role, count);
  const guest = guestInviteAbility(workspace);
  const problems = [
    ...(parsed.invalid.length > 0 ? [workspaceMessages.invalidEmails(parsed.invalid)] : []),
    ...(parsed.notUnderstood ? [sharingMessages.unparseableEmails(parsed.notUnderstood)] : []),
  ];
  const canSubmit = count > 0 && room.fits && isCleanEmailList(parsed) && !loading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTyping(false);
    setServerError(undefined);
    const final = parseEmailList(text);
    const fits = checkLicenceRoom(workspace, role, final.emails.length).fits;
    if (final.emails.length === 0 || !isCleanEmailList(final) || !fits) return;
    if (isEditingRole(role)) {
      const sure = await confirm({
        message: sharingMessages.editingRoleConfirmation,
        confirmLabel: 'Assign role',
      });
      if (!sure) return;
    }
    try {
      const { data } = await invite({
        variables: {
          workspaceId: workspace.id,
          members: final.emails.map((email) => ({ email, role })),
          emailMessage: emailMessage.trim() || null,
        },
      });
      if (!data) return;
      applyReport(data.inviteToWorkspace);
      setReport(data.inviteToWorkspace);
      onInvited(data.inviteToWorkspace);
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  if (report) return <InviteReportView report={report} titleId={titleId} onClose={onClose} />;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Invite members</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            id={emailsId}
            label="Email addresses"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => setTyping(true)}
            onBlur={() => setTyping(false)}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            error={problems.length > 0}
            helperText={
              problems.length > 0 ? (
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                  {problems.map((problem) => (
                    <span key={problem}>{problem}</span>
                  ))}
                </Box>
              ) : (
                'Type or paste addresses, separated by commas, spaces or new lines.'
              )
            }
          />
          {count > 0 && (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {count === 1 ? '1 person to invite' : `${count} people to invite`}
              </Typography>
              <Box
                component="ul"
                aria-label="People to invite"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
              >
                {parsed.emails.map((email) => (
                  <li key={email}>
                    <Chip size="small" label={email} />
                  </li>
                ))}
              </Box>
            </Box>
          )}
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as WorkspaceRole)}
            fullWidth
            helperText={roleDescriptions[role]}
            slotProps={{
              select: { renderValue: (value) => roleLabel(value as WorkspaceRole) },
            }}
          >
            {invitableWorkspaceRoles.map((item) => (
              <MenuItem key={item} value={item}>
                {roleLabel(item)}
              </MenuItem>
            ))}
            {/* A disabled option takes no pointer events, so its reason is written under it. */}
            <MenuItem value="guest" disabled={!guest.allowed}>
              <ListItemText primary={roleLabel('guest')} secondary={guest.message} />
            </MenuItem>
          </TextField>
          {!room.fits && count > 0 && <LimitAlert message={room.message} />}
          <TextField
            label="Message (optional)"
            value={emailMessage}
            onChange={(event) => setEmailMessage(event.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {loading ? 'Sending…' : 'Done'}
        </Button>
      </DialogActions>
    </Box>
  );
}
