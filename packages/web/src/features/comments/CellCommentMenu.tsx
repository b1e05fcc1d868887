import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

/** Where a cell was right-clicked: the cell, and the point on screen. */
export type CellMenuTarget = { rowId: string; columnId: string; left: number; top: number };

/** The grid's right-click menu on a cell: comment on it (Ctrl+Alt+M from the keyboard). */
export function CellCommentMenu({
  target,
  onClose,
  onComment,
}: {
  target: CellMenuTarget | null;
  onClose: () => void;
  onComment: (rowId: string, columnId: string) => void;
}) {
  return (
    <Menu
      open={target !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { left: target.left, top: target.top } : undefined}
    >
      <MenuItem
        onClick={() => {
          if (target) onComment(target.rowId, target.columnId);
          onClose();
        }}
      >
        <ListItemIcon>
          <AddCommentOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Comment on this cell</ListItemText>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }}>
          Ctrl+Alt+M
        </Typography>
      </MenuItem>
    </Menu>
  );
}
