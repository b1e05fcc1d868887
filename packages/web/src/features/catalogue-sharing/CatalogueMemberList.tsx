import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { pendingUserRoleMessage, roleLabel } from '@specboard/domain';
import { AbilityTooltip } from '../../ui/ability/index.ts';
import { initialsOf } from '../../ui/avatar/initials.ts';
import { catalogueRoles, isCatalogueRole } from './catalogue-roles.ts';
import type { CatalogueMember, CatalogueRole } from './catalogue-sharing.types.ts';

type CatalogueMemberListProps = {
  people: readonly CatalogueMember[];
  /** The viewer's user id: their own row offers Leave. */
  viewerId: string | null;
  /** Those who may share change roles and remove people; the others only see who is on it. */
  canManage: boolean;
  /** 'library' or 'collection', as the list names it. */
  noun: string;
  loading: boolean;
  error: string | null;
  /** Someone whose change is being saved. */
  busyId: string | null;
  onChooseRole: (person: CatalogueMember, type: CatalogueRole) => void;
  onRemove: (person: CatalogueMember) => void;
};

/** Everyone given a role on the library or collection, with a role select and Remove each. */
export function CatalogueMemberList({
  people,
  loading,
  error,
  noun,
  ...row
}: CatalogueMemberListProps) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={`Loading the people on the ${noun}`} />
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={`People on the ${noun}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {people.length === 0 && (
        <Typography component="li" variant="body2" color="text.secondary">
          Nobody has been given a role on this {noun} yet.
        </Typography>
      )}
      {people.map((person) => (
        <MemberRow key={person.userInfo.id} person={person} {...row} />
      ))}
    </Box>
  );
}

type MemberRowProps = Omit<CatalogueMemberListProps, 'people' | 'loading' | 'error' | 'noun'> & {
  person: CatalogueMember;
};

function MemberRow({
  person,
  viewerId,
  canManage,
  busyId,
  onChooseRole,
  onRemove,
}: MemberRowProps) {
  const { userInfo } = person;
  const who = userInfo.name || userInfo.email;
  const isViewer = userInfo.id === viewerId;
  const busy = busyId === userInfo.id;
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
            {isViewer && ' (you)'}
          </Typography>
          {person.isPending && <Chip size="small" label="Pending" sx={{ height: 20 }} />}
        </Box>
        {userInfo.name && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {userInfo.email}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
        {canManage ? (
          <AbilityTooltip ability={roleAbility}>
            <Select
              size="small"
              value={person.type}
              disabled={!roleAbility.allowed || busy}
              onChange={(event) => {
                const type = event.target.value;
                if (isCatalogueRole(type) && type !== person.type) onChooseRole(person, type);
              }}
              inputProps={{ 'aria-label': `Role of ${who}` }}
              sx={{ width: 130 }}
            >
              {catalogueRoles.map((type) => (
                <MenuItem key={type} value={type}>
                  {roleLabel(type)}
                </MenuItem>
              ))}
            </Select>
          </AbilityTooltip>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {roleLabel(person.type)}
          </Typography>
        )}
        {(canManage || isViewer) && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => onRemove(person)}
            aria-label={isViewer ? 'Leave' : `Remove ${who}`}
          >
            {isViewer ? 'Leave' : 'Remove'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
