import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { initialsOf } from '../../ui/avatar/initials.ts';
import type { MentionPopup } from './useMentionSuggestion.ts';

/**
 * The people matching what follows @, under the caret. Focus stays in the editor (the keys are
 * read there), so a click is taken on mouse down, before the editor would lose it.
 */
export function MentionList({ popup }: { popup: MentionPopup | null }) {
  const rect = popup?.rect ?? null;
  const anchor = useMemo(() => (rect ? { getBoundingClientRect: () => rect } : null), [rect]);
  if (!popup || !anchor) return null;
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="top-start"
      // Above the comments drawer, which is a modal.
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      modifiers={[
        { name: 'flip', enabled: true },
        { name: 'offset', options: { offset: [0, 6] } },
      ]}
    >
      <Paper elevation={8} sx={{ minWidth: 240, maxWidth: 320, maxHeight: 280, overflowY: 'auto' }}>
        {popup.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            {popup.loading ? 'Searching…' : 'No project member matches'}
          </Typography>
        ) : (
          <MenuList dense aria-label="People to mention" autoFocusItem={false}>
            {popup.items.map((person, index) => (
              <MenuItem
                key={person.id}
                selected={index === popup.index}
                onMouseDown={(event) => {
                  event.preventDefault();
                  popup.pick(person);
                }}
              >
                <ListItemAvatar sx={{ minWidth: 40 }}>
                  <Avatar
                    src={person.picture ?? undefined}
                    sx={{ width: 28, height: 28, fontSize: '0.75rem' }}
                  >
                    {initialsOf(person.name, person.email)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={person.name} secondary={person.email} />
              </MenuItem>
            ))}
          </MenuList>
        )}
      </Paper>
    </Popper>
  );
}
