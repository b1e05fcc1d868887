import { useMutation } from '@apollo/client/react';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { pendingUserRoleMessage, roleLabel, sharingMessages } from '@specboard/domain';
import { AbilityTooltip } from '../../../ui/ability/AbilityTooltip.tsx';
import { initialsOf } from '../../../ui/avatar/initials.ts';
import { useConfirm } from '../../../ui/confirm/index.ts';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../../identity/index.ts';
import { invitableRoles, isEditingRole } from '../workspace-roles.ts';
import {
  DELETE_WORKSPACE_MEMBERSHIP_MUTATION,
  UPDATE_WORKSPACE_MEMBERSHIP_MUTATION,
} from '../workspaces.documents.ts';
import type { Workspace, WorkspaceMember, WorkspaceRole } from '../workspaces.types.ts';

type MemberRowProps = {
  member: WorkspaceMember;
  workspace: Workspace;
  onChanged: (member: WorkspaceMember) => void;
  onRemoved: (userId: string) => void;
};

/** One member: who, their role (changeable among the invitable roles) and removal. */
export function MemberRow({ member, workspace, onChanged, onRemoved }: MemberRowProps) {
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const [updateMembership, { loading: updating }] = useMutation(
    UPDATE_WORKSPACE_MEMBERSHIP_MUTATION,
  );
  const [deleteMembership, { loading: removing }] = useMutation(
    DELETE_WORKSPACE_MEMBERSHIP_MUTATION,
  );
  const ability = workspace.viewerCan.manageMembers;
  const roleAbility =
    member.status === 'pending' && ability.allowed
      ? { allowed: false, message: pendingUserRoleMessage(member.email) }
      : ability;
  const who = member.name || member.email;
  const busy = updating || removing;

  const changeRole = async (role: WorkspaceRole) => {
    if (role === member.role) return;
    if (isEditingRole(role)) {
      const sure = await confirm({
        message: sharingMessages.editingRoleConfirmation,
        confirmLabel: 'Assign role',
      });
      if (!sure) return;
    }
    try {
      const { data } = await updateMembership({
        variables: { workspaceId: workspace.id, userId: member.userId, role },
      });
      if (!data) return;
      onChanged(data.updateWorkspaceMembership);
      show({ color: 'success', text: `${who} is now ${roleLabel(role)}.` });
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    }
  };

  const remove = async () => {
    const sure = await confirm({
      title: 'Remove member',
      message: `Remove ${who} from ${workspace.name}? They lose access to its projects and libraries.`,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!sure) return;
    try {
      await deleteMembership({ variables: { workspaceId: workspace.id, userId: member.userId } });
      onRemoved(member.userId);
      show({ color: 'success', text: `${who} is removed from the workspace.` });
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    }
  };

  return (
    <Box
      component="li"
      aria-label={who}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar
        src={member.picture?.thumbnails.small ?? member.picture?.url ?? undefined}
        alt=""
        sx={{ width: 36, height: 36, fontSize: '0.875rem' }}
      >
        {initialsOf(member.name, member.email)}
      </Avatar>
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {who}
        </Typography>
        {member.name && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {member.email}
          </Typography>
        )}
      </Box>
      {member.status === 'pending' && <Chip size="small" label="Invitation pending" />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        {invitableRoles.includes(member.role) ? (
          <AbilityTooltip ability={roleAbility}>
            <Select
              size="small"
              value={member.role}
              disabled={!roleAbility.allowed || busy}
              onChange={(event) => void changeRole(event.target.value as WorkspaceRole)}
              inputProps={{ 'aria-label': `Role of ${who}` }}
              sx={{ minWidth: 130 }}
            >
              {invitableRoles.map((role) => (
                <MenuItem key={role} value={role}>
                  {roleLabel(role)}
                </MenuItem>
              ))}
            </Select>
          </AbilityTooltip>
        ) : (
          <Typography variant="body2" sx={{ minWidth: 130, px: 1.75 }}>
            {member.roleLabel}
          </Typography>
        )}
        {member.role === 'owner' ? (
          // The owner is not removed from their own workspace; keeps the rows aligned.
          <Box sx={{ width: 40 }} />
        ) : (
          <AbilityTooltip ability={ability}>
            <IconButton
              aria-label={`Remove ${who}`}
              disabled={!ability.allowed || busy}
              onClick={() => void remove()}
            >
              <PersonRemoveOutlinedIcon />
            </IconButton>
          </AbilityTooltip>
        )}
      </Box>
    </Box>
  );
}
