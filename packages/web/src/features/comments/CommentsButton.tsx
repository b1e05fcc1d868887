import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** The schedule toolbar's Comments button, with the viewer's unread count on the project. */
export function CommentsButton({ unread, onClick }: { unread: number; onClick: () => void }) {
  return (
    <Tooltip title="Comments (Ctrl+Alt+M on a cell)">
      <IconButton
        onClick={onClick}
        aria-label={unread > 0 ? `Comments, ${unread} unread` : 'Comments'}
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="project-comments-unread">
          <ChatBubbleOutlineOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
