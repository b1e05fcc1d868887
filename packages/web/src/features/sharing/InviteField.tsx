import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { peopleSearchText, roleLabel } from '@specboard/domain';
import { type ClipboardEvent, useState } from 'react';
import { initialsOf } from '../../ui/avatar/initials.ts';
import {
  addInvitees,
  inviteeEmail,
  inviteeLabel,
  readTypedEmails,
  userInvitee,
} from './invitees.ts';
import type { Invitee } from './sharing.types.ts';
import { usePeopleSearch } from './usePeopleSearch.ts';

type InviteFieldProps = {
  workspaceId: string;
  /** People found are shown with their role on this project; without one, people of the workspace. */
  projectId?: string;
  invitees: Invitee[];
  onChange: (invitees: Invitee[]) => void;
  /** Typed entries that are not addresses: out of the field, still the server's to judge. */
  onWrongEntries: (entries: string[]) => void;
  /** Shown under the field: a list of addresses that could not be read, or the server's words. */
  error: string | null;
  onError: (message: string | null) => void;
};

// The field holds invitees; a string is text typed and not read yet.
const keyOf = (item: Invitee | string) => (typeof item === 'string' ? item : inviteeEmail(item));
const labelOf = (item: Invitee | string) => (typeof item === 'string' ? item : inviteeLabel(item));

// Someone already on the project is shown with their role, and not chosen again.
const isOnProject = (invitee: Invitee) =>
  invitee.kind === 'user' && invitee.user.projectPermission !== null;

/** Where the last comma, semicolon or new line is (they end an address being typed), or -1. */
function lastSeparatorIn(text: string): number {
  return Math.max(text.lastIndexOf(','), text.lastIndexOf(';'), text.lastIndexOf('\n'));
}

/**
 * The people field: names and addresses typed or pasted. People of the workspace are suggested
 * as one types; addresses become invitees at Enter, a comma or a paste.
 */
export function InviteField({
  workspaceId,
  projectId,
  invitees,
  onChange,
  onWrongEntries,
  error,
  onError,
}: InviteFieldProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // Suggestions follow what is typed: an empty field lists nobody.
  const typing = peopleSearchText(text) !== '';
  const search = usePeopleSearch({ workspaceId, projectId, text, skip: !open || !typing });
  const options = search.people.map(userInvitee);

  /** Adds the addresses in `typed`; returns whether it could be read. */
  const addTyped = (typed: string): boolean => {
    const read = readTypedEmails(typed);
    onError(read.error);
    if (read.error) return false;
    onChange(addInvitees(invitees, read.invitees));
    if (read.wrong.length > 0) onWrongEntries(read.wrong);
    return true;
  };

  const paste = (event: ClipboardEvent) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted.includes('@')) return;
    event.preventDefault();
    if (addTyped(`${text} ${pasted}`)) setText('');
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      filterSelectedOptions
      open={open && typing}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={invitees}
      inputValue={text}
      loading={search.loading}
      filterOptions={(shown) => shown}
      getOptionLabel={labelOf}
      getOptionKey={keyOf}
      isOptionEqualToValue={(option, value) => keyOf(option) === keyOf(value)}
      getOptionDisabled={(option) => typeof option !== 'string' && isOnProject(option)}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset') return setText('');
        // A separator after an address takes in what came before it; a name is still a search.
        const end = lastSeparatorIn(value);
        if (end >= 0 && value.slice(0, end).includes('@') && addTyped(value.slice(0, end))) {
          return setText(value.slice(end + 1).trimStart());
        }
        setText(value);
      }}
      onChange={(_event, chosen) => {
        const typed = chosen.filter((item): item is string => typeof item === 'string');
        const picked = chosen.filter((item): item is Invitee => typeof item !== 'string');
        if (typed.length === 0) {
          onError(null);
          return onChange(picked);
        }
        const read = readTypedEmails(typed.join(','));
        onError(read.error);
        onChange(read.error ? picked : addInvitees(picked, read.invitees));
        if (read.wrong.length > 0) onWrongEntries(read.wrong);
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((invitee, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={labelOf(invitee)}
              title={keyOf(invitee)}
              {...itemProps}
            />
          );
        })
      }
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          {typeof option !== 'string' && option.kind === 'user' && (
            <PersonOption invitee={option} />
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Add people"
          placeholder={invitees.length ? undefined : 'Names or e-mail addresses'}
          error={!!error}
          helperText={error ?? 'Type a name, or paste e-mail addresses separated by commas.'}
          onPaste={paste}
        />
      )}
      noOptionsText="Nobody found: type their whole e-mail address to invite them"
    />
  );
}

function PersonOption({ invitee }: { invitee: Extract<Invitee, { kind: 'user' }> }) {
  const { user } = invitee;
  return (
    <>
      <Avatar
        src={user.picture ?? undefined}
        alt=""
        sx={{ width: 28, height: 28, fontSize: '0.75rem' }}
      >
        {initialsOf(user.name, user.email)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body1" noWrap>
          {user.name ?? user.email}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {user.email}
          {user.projectPermission && ` · on the project as ${roleLabel(user.projectPermission)}`}
        </Typography>
      </Box>
    </>
  );
}
