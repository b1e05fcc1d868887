import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';

/** The schedule toolbar's Comments button, with the viewer's unread count on the project. */
export function CommentsButton({ unread, onClick }: { unread: number; onClick: () => void }) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      aria-label={unread > 0 ? `Comments, ${unread} unread` : 'Comments'}
      startIcon={
        <Badge badgeContent={unread} color="error" max={99} data-testid="project-comments-unread">
          <ChatBubbleOutlineOutlinedIcon />
        </Badge>
      }
    >
      Comments
    </Button>
  );
}
