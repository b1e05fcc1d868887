import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import {
  isProjectPermissionType,
  pendingUserRoleMessage,
  projectRolesOfferedTo,
  roleLabel,
} from '@specboard/domain';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { initialsOf } from '../../ui/avatar/initials.ts';
import type { ShownPerson } from './people-edits.ts';
import type { ProjectPermission, ProjectPermissionType } from './sharing.types.ts';

type PeopleListProps = {
  people: ShownPerson[];
  /** Creators change roles and remove people; the others only see who is on the project. */
  canManage: boolean;
  loading: boolean;
  error: string | null;
  onChooseRole: (person: ProjectPermission, type: ProjectPermissionType) => void;
  onRemove: (userId: string) => void;
};

/** Everyone on the project, with their role; for creators a role select and Remove each. */
export function PeopleList({
  people,
  canManage,
  loading,
  error,
  onChooseRole,
  onRemove,
}: PeopleListProps) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label="Loading the people on the project" />
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="People on the project" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {people.length === 0 && (
        <Typography component="li" variant="body2" color="text.secondary">
          Nobody has been given a role on this project yet.
        </Typography>
      )}
      {people.map((person) => (
        <PersonRow
          key={person.userInfo.id}
          person={person}
          canManage={canManage}
          onChooseRole={onChooseRole}
          onRemove={onRemove}
        />
      ))}
    </Box>
  );
}

type PersonRowProps = Omit<PeopleListProps, 'people' | 'loading' | 'error'> & {
  person: ShownPerson;
};

function PersonRow({ person, canManage, onChooseRole, onRemove }: PersonRowProps) {
  const { userInfo } = person;
  const who = userInfo.name || userInfo.email;
  // The current role stays selectable even where it would no longer be offered.
  const offered = [...new Set([...projectRolesOfferedTo(person), person.savedType, person.type])];
  const roleAbility = person.isPending
    ? { allowed: false, message: pendingUserRoleMessage(userInfo.email) }
    : { allowed: true };
  return (
    <Box
      component="li"
      aria-label={who}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar
        src={userInfo.picture ?? undefined}
        alt=""
        sx={{ width: 32, height: 32, fontSize: '0.8125rem' }}
      >
        {initialsOf(userInfo.name, userInfo.email)}
      </Avatar>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {who}
          </Typography>
          {person.isPending && <Chip size="small" label="Pending" sx={{ height: 20 }} />}
        </Box>
        {userInfo.name && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {userInfo.email}
          </Typography>
        )}
      </Box>
      {canManage ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          {person.changed && (
            <Typography variant="caption" color="warning.dark">
              was {roleLabel(person.savedType)}
            </Typography>
          )}
          <AbilityTooltip ability={roleAbility}>
            <Select
              size="small"
              value={person.type}
              disabled={!roleAbility.allowed}
              onChange={(event) => {
                const type = event.target.value;
                if (isProjectPermissionType(type)) onChooseRole(person, type);
              }}
              inputProps={{ 'aria-label': `Role of ${who}` }}
              sx={{ width: 150 }}
            >
              {offered.map((type) => (
                <MenuItem key={type} value={type}>
                  {roleLabel(type)}
                </MenuItem>
              ))}
            </Select>
          </AbilityTooltip>
          <Button color="error" onClick={() => onRemove(userInfo.id)} aria-label={`Remove ${who}`}>
            Remove
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {roleLabel(person.type)}
        </Typography>
      )}
    </Box>
  );
}
