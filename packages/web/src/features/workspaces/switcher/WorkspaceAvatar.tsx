import Avatar from '@mui/material/Avatar';
import { initialsOf } from '../../../ui/avatar/initials.ts';
import type { Workspace } from '../workspaces.types.ts';

type WorkspaceAvatarProps = { workspace: Pick<Workspace, 'name' | 'logo'>; size?: number };

/** The workspace logo, or its initials while there is none (or it fails to load). */
export function WorkspaceAvatar({ workspace, size = 28 }: WorkspaceAvatarProps) {
  const logo = workspace.logo?.thumbnails.small ?? workspace.logo?.url;
  return (
    <Avatar
      variant="rounded"
      src={logo ?? undefined}
      // Decorative: the name is always written next to it.
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
        bgcolor: 'secondary.main',
      }}
    >
      {initialsOf(workspace.name)}
    </Avatar>
  );
}
