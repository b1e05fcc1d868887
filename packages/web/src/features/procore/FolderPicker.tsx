import { useQuery } from '@apollo/client/react';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PROCORE_FOLDERS_QUERY } from './procore.documents.ts';

export type PickedFolder = { id: string | null; nameWithPath: string };

type Place = { accountId: string; companyId: string; projectId: string };

/** A project's documents folders, opened one level at a time; the top folder is a choice too. */
export function FolderPicker({
  place,
  picked,
  onPick,
}: {
  place: Place;
  picked: PickedFolder;
  onPick: (folder: PickedFolder) => void;
}) {
  return (
    <Stack>
      <Typography variant="subtitle2">Folder</Typography>
      {/* A folder picked from Last used may sit in a folder that is not open here. */}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Sending to: {picked.id === null ? 'Top folder' : picked.nameWithPath}
      </Typography>
      <List dense aria-label="Procore folders" sx={{ maxHeight: 240, overflow: 'auto' }}>
        <ListItem disablePadding>
          <FolderButton
            name="Top folder"
            selected={picked.id === null}
            onClick={() => onPick({ id: null, nameWithPath: '' })}
          />
        </ListItem>
        <FolderLevel place={place} folderId={null} depth={0} picked={picked} onPick={onPick} />
      </List>
    </Stack>
  );
}

function FolderLevel({
  place,
  folderId,
  depth,
  picked,
  onPick,
}: {
  place: Place;
  folderId: string | null;
  depth: number;
  picked: PickedFolder;
  onPick: (folder: PickedFolder) => void;
}) {
  const { data, loading, error } = useQuery(PROCORE_FOLDERS_QUERY, {
    variables: { ...place, folderId },
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const indent = { pl: 3.75 * (depth + 1) };
  if (loading || error)
    return (
      <ListItem sx={indent}>
        <Typography color={error ? 'error' : undefined} variant="body2">
          {error ? error.message : 'Loading folders…'}
        </Typography>
      </ListItem>
    );
  return (
    <>
      {data?.listProcoreFolders.map((folder) => {
        const expanded = open.has(folder.id);
        const toggle = () => {
          const next = new Set(open);
          if (expanded) next.delete(folder.id);
          else next.add(folder.id);
          setOpen(next);
        };
        // The expander is a button of its own beside the folder's, not inside it: one control,
        // one name, for a screen reader as for a pointer.
        return (
          <ListItem key={folder.id} disablePadding sx={{ display: 'block' }}>
            <Stack direction="row" sx={{ alignItems: 'center', pl: 3.75 * depth }}>
              {folder.has_children_folders ? (
                <IconButton
                  size="small"
                  aria-label={`${expanded ? 'Close' : 'Open'} ${folder.name}`}
                  aria-expanded={expanded}
                  onClick={toggle}
                >
                  {expanded ? (
                    <ExpandMoreIcon fontSize="small" />
                  ) : (
                    <ChevronRightIcon fontSize="small" />
                  )}
                </IconButton>
              ) : (
                <Box sx={{ width: 30, flexShrink: 0 }} />
              )}
              <FolderButton
                name={folder.name}
                selected={picked.id === folder.id}
                disabled={folder.read_only}
                onClick={() => onPick({ id: folder.id, nameWithPath: folder.name_with_path })}
              />
            </Stack>
            {expanded && (
              <List dense disablePadding aria-label={`Folders in ${folder.name}`}>
                <FolderLevel
                  place={place}
                  folderId={folder.id}
                  depth={depth + 1}
                  picked={picked}
                  onPick={onPick}
                />
              </List>
            )}
          </ListItem>
        );
      })}
    </>
  );
}

/** A folder to pick; the picked one is pressed. */
function FolderButton({
  name,
  selected,
  disabled,
  onClick,
}: {
  name: string;
  selected: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <ListItemButton
      selected={selected}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
      sx={{ flex: 1, minWidth: 0 }}
    >
      <ListItemIcon sx={{ minWidth: 32 }}>
        <FolderOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={name} />
    </ListItemButton>
  );
}
