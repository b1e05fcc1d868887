import { useMutation, useQuery } from '@apollo/client/react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarOutlineIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { messages, starredListsPageSize } from '@specboard/domain';
import { type FormEvent, useId, useState } from 'react';
import { useConfirm } from '../../ui/confirm/index.ts';
import { PROJECT_AREA_SNACKBAR_TIMEOUT_MS, useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import {
  DELETE_STARRED_LIST_MUTATION,
  MAKE_STARRED_LIST_MUTATION,
  RENAME_STARRED_LIST_MUTATION,
  STARRED_LISTS_QUERY,
} from './projects.documents.ts';
import type { StarredProjectList } from './projects.types.ts';

/** Which list the page shows: every project, the starred ones, or a saved starred view. */
export type ProjectView = { kind: 'all' } | { kind: 'starred' } | { kind: 'list'; id: string };

type StarredViewsProps = {
  workspaceId: string;
  view: ProjectView;
  onChoose: (view: ProjectView, list?: StarredProjectList) => void;
  /** What "Save as starred view" keeps: the tag filter and the sort option's id. */
  current: { tags: readonly string[]; sortingMode: string };
};

/**
 * The viewer's starred filtered views as chips above the list: All, Starred (their starred
 * projects), then each saved view (its tags and order). Saves the current filter as a new view;
 * renames and deletes the chosen one.
 */
export function StarredViews({ workspaceId, view, onChoose, current }: StarredViewsProps) {
  const { show } = useSnackbar();
  const confirm = useConfirm();
  const { data } = useQuery(STARRED_LISTS_QUERY, {
    variables: { workspaceId, limit: starredListsPageSize },
  });
  const lists = data?.getStarredProjectLists.data ?? [];
  const [naming, setNaming] = useState<null | { list?: StarredProjectList }>(null);
  const [remove] = useMutation(DELETE_STARRED_LIST_MUTATION, {
    refetchQueries: [STARRED_LISTS_QUERY],
  });
  const chosen = view.kind === 'list' ? lists.find((list) => list.id === view.id) : undefined;

  const deleteChosen = async () => {
    if (!chosen) return;
    const yes = await confirm({
      title: 'Delete starred view',
      message: `Delete the starred view “${chosen.name}”? Its projects stay as they are.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!yes) return;
    try {
      await remove({ variables: { id: chosen.id, workspaceId } });
      onChoose({ kind: 'all' });
      show({
        color: 'success',
        text: `Starred view ${chosen.name} is deleted.`,
        timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      });
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    }
  };

  const chip = (key: string, label: string, selected: boolean, choose: () => void) => (
    <Chip
      key={key}
      label={label}
      icon={key === 'starred' ? <StarIcon fontSize="small" /> : undefined}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      onClick={choose}
    />
  );

  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      role="group"
      aria-label="Starred views"
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      {chip('all', 'All projects', view.kind === 'all', () => onChoose({ kind: 'all' }))}
      {chip('starred', 'Starred', view.kind === 'starred', () => onChoose({ kind: 'starred' }))}
      {lists.map((list) =>
        chip(list.id, list.name, view.kind === 'list' && view.id === list.id, () =>
          onChoose({ kind: 'list', id: list.id }, list),
        ),
      )}
      {chosen && (
        <Box sx={{ display: 'inline-flex' }}>
          <Tooltip title={`Rename ${chosen.name}`}>
            <IconButton
              size="small"
              aria-label={`Rename ${chosen.name}`}
              onClick={() => setNaming({ list: chosen })}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={`Delete ${chosen.name}`}>
            <IconButton
              size="small"
              aria-label={`Delete ${chosen.name}`}
              onClick={() => void deleteChosen()}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <Button size="small" startIcon={<StarOutlineIcon />} onClick={() => setNaming({})}>
        Save as starred view
      </Button>
      <StarredViewNameDialog
        open={naming !== null}
        workspaceId={workspaceId}
        list={naming?.list}
        current={current}
        onClose={() => setNaming(null)}
        onSaved={(list, isNew) => {
          if (isNew) onChoose({ kind: 'list', id: list.id }, list);
        }}
      />
    </Stack>
  );
}

type NameDialogProps = {
  open: boolean;
  workspaceId: string;
  /** The view to rename; none: save the current filter as a new view. */
  list?: StarredProjectList;
  current: StarredViewsProps['current'];
  onClose: () => void;
  onSaved: (list: StarredProjectList, isNew: boolean) => void;
};

function StarredViewNameDialog({ open, ...props }: NameDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {open && <StarredViewNameForm titleId={titleId} {...props} />}
    </Dialog>
  );
}

function StarredViewNameForm({
  titleId,
  workspaceId,
  list,
  current,
  onClose,
  onSaved,
}: Omit<NameDialogProps, 'open'> & { titleId: string }) {
  const { show } = useSnackbar();
  const [name, setName] = useState(list?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const options = { refetchQueries: [STARRED_LISTS_QUERY] };
  const [make, making] = useMutation(MAKE_STARRED_LIST_MUTATION, options);
  const [rename, renaming] = useMutation(RENAME_STARRED_LIST_MUTATION, options);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(messages.requiredValue);
      return;
    }
    try {
      if (list) {
        const { data } = await rename({
          variables: { id: list.id, workspaceId, name: name.trim() },
        });
        if (data) onSaved(data.updateStarredProjectList, false);
      } else {
        const { data } = await make({
          variables: {
            workspaceId,
            name: name.trim(),
            tags: [...current.tags],
            sortingMode: current.sortingMode,
          },
        });
        if (data) onSaved(data.makeStarredProjectList, true);
      }
      show({
        color: 'success',
        text: `Starred view ${name.trim()} is saved.`,
        timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      });
      onClose();
    } catch (caught) {
      setError(readApiError(caught).message);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {list ? 'Rename starred view' : 'Save as starred view'}
      </DialogTitle>
      <DialogContent>
        <TextField
          label="View name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          required
          fullWidth
          autoFocus
          error={Boolean(error)}
          helperText={
            error ??
            (list
              ? undefined
              : current.tags.length > 0
                ? `Keeps the tags ${current.tags.join(', ')} and the current order.`
                : 'Keeps the current order; choose tags first to keep a tag filter.')
          }
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={making.loading || renaming.loading}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
