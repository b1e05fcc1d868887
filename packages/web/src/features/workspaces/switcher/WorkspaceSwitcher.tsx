import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SyncProblemOutlinedIcon from '@mui/icons-material/SyncProblemOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { workspaceMessages } from '@specboard/domain';
import { useId, useState } from 'react';
import { useActiveWorkspace } from '../active/useActiveWorkspace.ts';
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog.tsx';
import { WorkspaceAvatar } from './WorkspaceAvatar.tsx';
import { workspacePlanLabel } from './workspace-labels.ts';

/**
 * The header's workspace button: the active workspace (logo or initials, name, plan), the list to
 * switch to another, and 'Create workspace'.
 */
export function WorkspaceSwitcher() {
  const { status, workspace, workspaces, switchTo, refetch } = useActiveWorkspace();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState(false);
  const menuId = useId();
  if (status === 'signed-out' || status === 'loading') return null;
  if (status === 'error') {
    return (
      <Tooltip title="Workspaces could not be loaded. Try again.">
        <IconButton
          aria-label="Workspaces could not be loaded. Try again."
          onClick={() => void refetch()}
        >
          <SyncProblemOutlinedIcon />
        </IconButton>
      </Tooltip>
    );
  }
  const close = () => setAnchor(null);

  return (
    <>
      <ButtonBase
        aria-label={workspace ? `Workspace: ${workspace.name}` : 'Workspaces'}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="workspace-switcher"
        sx={{
          gap: 1,
          px: 1,
          py: 0.5,
          minWidth: 0,
          maxWidth: { xs: 180, sm: 280 },
          borderRadius: 1,
          justifyContent: 'flex-start',
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {workspace ? (
          <>
            <WorkspaceAvatar workspace={workspace} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                {workspace.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {workspacePlanLabel(workspace)}
              </Typography>
            </Box>
          </>
        ) : (
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            Workspaces
          </Typography>
        )}
        <ExpandMoreIcon fontSize="small" sx={{ flexShrink: 0, color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'min(360px, calc(100vw - 16px))' } } }}
      >
        {workspaces.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {workspaceMessages.emptyWorkspaceList}
          </Typography>
        )}
        {workspaces.map((item) => {
          const active = item.id === workspace?.id;
          return (
            <MenuItem
              key={item.id}
              selected={active}
              aria-current={active ? 'true' : undefined}
              onClick={() => {
                close();
                if (!active) switchTo(item.id);
              }}
            >
              <ListItemIcon>
                <WorkspaceAvatar workspace={item} size={24} />
              </ListItemIcon>
              <ListItemText
                primary={item.name}
                secondary={workspacePlanLabel(item)}
                slotProps={{ primary: { noWrap: true } }}
              />
              {active && <CheckIcon fontSize="small" sx={{ ml: 1 }} />}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          Create workspace
        </MenuItem>
      </Menu>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
