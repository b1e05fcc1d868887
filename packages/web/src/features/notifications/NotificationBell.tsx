import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { initialsOf } from '../../ui/avatar/initials.ts';
import { useSession } from '../identity/index.ts';
import { notificationAction, notificationLink } from './notification-text.ts';
import type { AppNotification } from './notifications.types.ts';
import { useNotifications } from './useNotifications.ts';

function timeAgo(iso: string): string {
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(iso).toLocaleDateString('en-CA', { month: 'short', day: 'numeric' });
}

function NotificationLine({ notification }: { notification: AppNotification }) {
  const { actor } = notification;
  return (
    <Stack
      direction="row"
      spacing={1.25}
      sx={{ alignItems: 'flex-start', minWidth: 0, width: '100%' }}
    >
      <Avatar
        src={actor.picture ?? undefined}
        sx={{ width: 32, height: 32, fontSize: '0.8125rem' }}
      >
        {initialsOf(actor.name, actor.email)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>
          <strong>{actor.name}</strong> {notificationAction(notification)}{' '}
          <strong>{notification.resourceName}</strong>
        </Typography>
        {notification.excerpt && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {notification.excerpt}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {timeAgo(notification.createdDate)}
        </Typography>
      </Box>
      {!notification.read && (
        <Box
          role="img"
          aria-label="Unread"
          sx={{
            width: 8,
            height: 8,
            mt: 0.75,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            flexShrink: 0,
          }}
        />
      )}
    </Stack>
  );
}

/**
 * The app bar's bell: the unread count, live, and a menu of the latest notifications; one
 * opens the project's schedule at the comment (and is marked read).
 */
export function NotificationBell() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { items, unreadCount, loading, markAsRead } = useNotifications(!signedIn);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  if (!signedIn) return null;

  const open = (notification: AppNotification) => {
    setAnchor(null);
    if (!notification.read) void markAsRead([notification.id]).catch(() => {});
    const link = notificationLink(notification);
    if (link) void navigate(link);
  };

  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={label}
          onClick={(event) => setAnchor(event.currentTarget)}
          color="inherit"
        >
          <Badge
            badgeContent={unreadCount}
            color="error"
            max={99}
            data-testid="notifications-unread"
          >
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } },
          list: { 'aria-label': 'Notifications' },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 0.5 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            Notifications
          </Typography>
          <Button
            size="small"
            disabled={unreadCount === 0}
            onClick={() => void markAsRead(null).catch(() => {})}
          >
            Mark all read
          </Button>
        </Stack>
        <Divider />
        {items.length === 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ px: 2, py: 3, textAlign: 'center' }}
          >
            {loading
              ? 'Loading…'
              : 'Nothing yet. Mentions and comments on rows you follow show here.'}
          </Typography>
        )}
        {items.map((notification) => (
          <MenuItem
            key={notification.id}
            onClick={() => open(notification)}
            sx={{ py: 1.25, bgcolor: notification.read ? undefined : 'action.hover' }}
          >
            <NotificationLine notification={notification} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
