import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { AbilityTooltip } from '../../../ui/ability/AbilityTooltip.tsx';
import { readApiError } from '../../identity/index.ts';
import { useActiveWorkspace } from '../active/useActiveWorkspace.ts';
import { InviteDialog } from '../invite/InviteDialog.tsx';
import { useInviteReports } from '../invite/useInviteReports.ts';
import type { Workspace, WorkspaceMembershipKind } from '../workspaces.types.ts';
import { LicenceSummary } from './LicenceSummary.tsx';
import { MemberRow } from './MemberRow.tsx';
import { useWorkspaceMembers } from './useWorkspaceMembers.ts';

type MembershipFilter = WorkspaceMembershipKind | 'all';

const membershipFilters: { value: MembershipFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'creator', label: 'Creators' },
  { value: 'member', label: 'Members' },
  { value: 'guest', label: 'Guests' },
];

/** The admin panel's members: licences, the member list by membership, and invitations. */
export function MembersTab({ workspace }: { workspace: Workspace }) {
  const [membership, setMembership] = useState<MembershipFilter>('all');
  const [inviting, setInviting] = useState(false);
  const { refetch: refetchWorkspace } = useActiveWorkspace();
  const members = useWorkspaceMembers(workspace.id, membership === 'all' ? undefined : membership);
  const { refetch: refetchMembers } = members;
  const manage = workspace.viewerCan.manageMembers;

  // Reports from any admin (this one included) bring new people: list them.
  const refreshMembers = useCallback(() => void refetchMembers(), [refetchMembers]);
  useInviteReports(workspace.id, refreshMembers);

  return (
    <Stack spacing={2}>
      <LicenceSummary workspace={workspace} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <TextField
          select
          size="small"
          label="Membership"
          value={membership}
          onChange={(event) => setMembership(event.target.value as MembershipFilter)}
          sx={{ minWidth: 160 }}
        >
          {membershipFilters.map((filter) => (
            <MenuItem key={filter.value} value={filter.value}>
              {filter.label}
            </MenuItem>
          ))}
        </TextField>
        <AbilityTooltip ability={manage}>
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            disabled={!manage.allowed}
            onClick={() => setInviting(true)}
          >
            Invite members
          </Button>
        </AbilityTooltip>
      </Stack>

      {members.error && !members.initialLoading && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void members.refetch()}>
              Try again
            </Button>
          }
        >
          {readApiError(members.error).message}
        </Alert>
      )}
      {members.initialLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading members" />
        </Box>
      ) : (
        <Box component="ul" aria-label="Members" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {members.members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              workspace={workspace}
              onChanged={members.replace}
              onRemoved={(userId) => {
                members.remove(userId);
                // A removal frees a licence: the counts come from the server.
                void refetchWorkspace();
              }}
            />
          ))}
        </Box>
      )}
      {!members.initialLoading && !members.error && members.members.length === 0 && (
        <Typography color="text.secondary">No members match this filter.</Typography>
      )}
      {members.nextToken && (
        <Box>
          <Button onClick={() => void members.loadMore()} disabled={members.loading}>
            {members.loading ? 'Loading…' : 'Load more'}
          </Button>
        </Box>
      )}
      <InviteDialog
        workspace={workspace}
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={refreshMembers}
      />
    </Stack>
  );
}
