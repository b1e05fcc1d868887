import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { initialsOf } from '../../../ui/avatar/initials.ts';
import { clearPreviousRoute } from '../guards/route-storage.ts';
import { identityPaths } from '../identity.paths.ts';
import type { UserProfile } from '../identity.types.ts';
import { useSession, useSessionManager } from '../session/useSession.ts';

/** Up to two initials from the name, else the first letter of the e-mail. */
export function getInitials(user: Pick<UserProfile, 'name' | 'email'>): string {
  return initialsOf(user.name, user.email);
}

/** The header's account button: who is signed in, the account page, and sign-out. */
export function AccountMenu() {
  const state = useSession();
  const session = useSessionManager();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (state.status !== 'signed-in') return null;
  const { user } = state.session;
  const close = () => setAnchor(null);

  const signOut = async () => {
    close();
    clearPreviousRoute();
    // Once signed out, the route guard sends the user to /login (or back to the white-label page
    // this session signed in through).
    await session.signOut();
  };

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: '0.8125rem', bgcolor: 'primary.main' }}>
          {getInitials(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, maxWidth: 320 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          {user.name && (
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={identityPaths.account} onClick={close}>
          <ListItemIcon>
            <PersonOutlineOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Account
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
