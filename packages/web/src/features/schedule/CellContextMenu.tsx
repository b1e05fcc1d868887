import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import type { AbilityLike } from '../../ui/ability/AbilityTooltip.tsx';

/** A right-clicked cell and where on screen. */
export type CellMenuTarget = { rowId: string; columnId: string; left: number; top: number };

type MenuAction = { ability: AbilityLike; onClick: (target: CellMenuTarget) => void };

export type CellMenuActions = {
  copy: MenuAction;
  paste: MenuAction;
  insertAbove: MenuAction;
  insertBelow: MenuAction;
  duplicate: MenuAction & { count: number };
  delete: MenuAction & { count: number };
  /** Absent where comments are not (a version, a shared link). */
  comment?: MenuAction;
  /** Absent where a cell has no history to show (a version, a shared link). */
  history?: MenuAction;
  /** A referenced row's product: compare with it (offered on rows that keep a reference). */
  compareProduct?: ProductMenuAction;
  /** The row as a new product of a collection (product:saveAsNew). */
  saveAsNewProduct?: ProductMenuAction;
};

/** A row's product command, offered on some rows only. */
type ProductMenuAction = MenuAction & { offered: (target: CellMenuTarget) => boolean };

function productEntries(target: CellMenuTarget | null, actions: CellMenuActions): Entry[] {
  if (!target) return [];
  const entries: Entry[] = [];
  if (actions.compareProduct?.offered(target)) {
    entries.push({
      key: 'compare-product',
      label: 'Compare with product…',
      icon: <CompareArrowsIcon />,
      action: actions.compareProduct,
    });
  }
  if (actions.saveAsNewProduct?.offered(target)) {
    entries.push({
      key: 'save-as-new-product',
      label: 'Save as new product…',
      icon: <SaveAltIcon />,
      action: actions.saveAsNewProduct,
    });
  }
  return entries;
}

type Entry = {
  key: string;
  label: string;
  icon: ReactElement;
  shortcut?: string;
  action: MenuAction;
};

const rowsWord = (count: number) => (count > 1 ? `${count} rows` : 'row');

/**
 * The grid's right-click menu, as spreadsheets have it: copy and paste, rows inserted above or
 * below, duplicated or deleted, a comment on the cell, and the cell's history. What the viewer
 * may not do is disabled with the reason.
 */
export function CellContextMenu({
  target,
  actions,
  onClose,
}: {
  target: CellMenuTarget | null;
  actions: CellMenuActions;
  onClose: () => void;
}) {
  const groups: Entry[][] = [
    [
      {
        key: 'copy',
        label: 'Copy',
        icon: <ContentCopyIcon />,
        shortcut: 'Ctrl+C',
        action: actions.copy,
      },
      {
        key: 'paste',
        label: 'Paste',
        icon: <ContentPasteIcon />,
        shortcut: 'Ctrl+V',
        action: actions.paste,
      },
    ],
    [
      {
        key: 'above',
        label: 'Insert row above',
        icon: <VerticalAlignTopIcon />,
        action: actions.insertAbove,
      },
      {
        key: 'below',
        label: 'Insert row below',
        icon: <VerticalAlignBottomIcon />,
        action: actions.insertBelow,
      },
      {
        key: 'duplicate',
        label: `Duplicate ${rowsWord(actions.duplicate.count)}`,
        icon: <LibraryAddOutlinedIcon />,
        action: actions.duplicate,
      },
      {
        key: 'delete',
        label: `Delete ${rowsWord(actions.delete.count)}`,
        icon: <DeleteOutlinedIcon />,
        action: actions.delete,
      },
    ],
    [
      ...(actions.comment
        ? [
            {
              key: 'comment',
              label: 'Comment on this cell',
              icon: <AddCommentOutlinedIcon />,
              shortcut: 'Ctrl+Alt+M',
              action: actions.comment,
            },
          ]
        : []),
      ...(actions.history
        ? [
            {
              key: 'history',
              label: 'Cell history',
              icon: <HistoryIcon />,
              action: actions.history,
            },
          ]
        : []),
    ],
    productEntries(target, actions),
  ];
  return (
    <Menu
      open={target !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { left: target.left, top: target.top } : undefined}
      slotProps={{ list: { dense: true, 'aria-label': 'Cell' } }}
    >
      {groups.flatMap((group, index) => [
        ...(index > 0 && group[0] ? [<Divider key={`before-${group[0].key}`} />] : []),
        ...group.map((entry) => (
          <MenuItem
            key={entry.key}
            disabled={!entry.action.ability.allowed}
            onClick={() => {
              onClose();
              if (target) entry.action.onClick(target);
            }}
          >
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText
              primary={entry.label}
              secondary={entry.action.ability.allowed ? undefined : entry.action.ability.message}
            />
            {entry.shortcut && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }}>
                {entry.shortcut}
              </Typography>
            )}
          </MenuItem>
        )),
      ])}
    </Menu>
  );
}
