import { useQuery } from '@apollo/client/react';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
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
      <List dense aria-label="Procore folders" sx={{ maxHeight: 240, overflow: 'auto' }}>
        <ListItemButton
          selected={picked.id === null}
          onClick={() => onPick({ id: null, nameWithPath: '' })}
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            <FolderOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Top folder" />
        </ListItemButton>
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
  if (loading)
    return (
      <Typography sx={{ pl: 4 + depth * 2 }} variant="body2">
        Loading folders…
      </Typography>
    );
  if (error)
    return (
      <Typography sx={{ pl: 4 + depth * 2 }} color="error" variant="body2">
        {error.message}
      </Typography>
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
        return (
          <div key={folder.id}>
            <ListItemButton
              sx={{ pl: 2 + depth * 2 }}
              selected={picked.id === folder.id}
              disabled={folder.read_only}
              onClick={() => onPick({ id: folder.id, nameWithPath: folder.name_with_path })}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                {folder.has_children_folders ? (
                  <IconButton
                    size="small"
                    edge="start"
                    aria-label={`${expanded ? 'Close' : 'Open'} ${folder.name}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      toggle();
                    }}
                  >
                    {expanded ? (
                      <ExpandMoreIcon fontSize="small" />
                    ) : (
                      <ChevronRightIcon fontSize="small" />
                    )}
                  </IconButton>
                ) : (
                  <FolderOutlinedIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={folder.name} />
            </ListItemButton>
            {expanded && (
              <FolderLevel
                place={place}
                folderId={folder.id}
                depth={depth + 1}
                picked={picked}
                onPick={onPick}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
