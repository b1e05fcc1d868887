import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { initialsOf } from '../../ui/avatar/initials.ts';
import type { CommentsKey } from './comments.types.ts';
import { useRowFollowers } from './useRowFollowers.ts';

/** Who follows the row (told of its new comments), and Follow or Unfollow for the viewer. */
export function FollowersLine({
  commentsKey,
  rowId,
  viewerId,
}: {
  commentsKey: CommentsKey;
  rowId: string;
  viewerId: string | null;
}) {
  const { followers, following, busy, setFollowing } = useRowFollowers(
    commentsKey,
    rowId,
    viewerId,
  );
  const names = followers.map((person) => person.name).join(', ');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
      <Typography variant="body2" color="text.secondary">
        Followers
      </Typography>
      {followers.length > 0 ? (
        <Tooltip title={names}>
          <AvatarGroup
            max={5}
            aria-label={`Followers: ${names}`}
            sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: '0.6875rem' } }}
          >
            {followers.map((person) => (
              <Avatar key={person.userId} alt={person.name} src={person.picture ?? undefined}>
                {initialsOf(person.name, person.email)}
              </Avatar>
            ))}
          </AvatarGroup>
        </Tooltip>
      ) : (
        <Typography variant="body2" color="text.disabled">
          None yet
        </Typography>
      )}
      <Button
        size="small"
        disabled={busy || !viewerId}
        onClick={() => void setFollowing(!following)}
        sx={{ ml: 'auto' }}
      >
        {following ? 'Unfollow' : 'Follow'}
      </Button>
    </Stack>
  );
}
