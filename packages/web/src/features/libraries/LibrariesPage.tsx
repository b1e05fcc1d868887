import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CatalogueShareDialog } from '../catalogue-sharing/index.ts';
import { readApiError } from '../identity/index.ts';
import { useWorkspace } from '../workspaces/index.ts';
import { type LibraryAction, LibraryCard } from './LibraryCard.tsx';
import { LibraryFormDialog } from './LibraryFormDialog.tsx';
import { LibraryInfoDialog } from './LibraryInfoDialog.tsx';
import type { Library } from './libraries.types.ts';
import { defaultLibrarySortId, librarySortById, librarySortOptions } from './library-sort.ts';
import { useLibraries } from './useLibraries.ts';
import { useLibraryActions } from './useLibraryActions.ts';

type Editing = { library: Library | null } | null;

/** /workspace/{wId}/libraries (route name 'libraries'): the workspace's libraries, default first. */
export function LibrariesPage() {
  const workspace = useWorkspace();
  const [sortId, setSortId] = useState(defaultLibrarySortId);
  const list = useLibraries(workspace.id, librarySortById(sortId));
  const [editing, setEditing] = useState<Editing>(null);
  const [infoId, setInfoId] = useState<string | null>(null);
  const [sharing, setSharing] = useState<Library | null>(null);
  const refetch = () => void list.refetch();
  const actions = useLibraryActions({ workspaceId: workspace.id, onChanged: refetch });

  const act = (action: LibraryAction, library: Library) => {
    if (action === 'edit') setEditing({ library });
    else if (action === 'info') setInfoId(library.id);
    else if (action === 'share') setSharing(library);
    else void actions.remove(library);
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h1">Libraries</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ library: null })}
        >
          New library
        </Button>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {list.initialLoading ? '' : librariesCountLabel(list.amount)}
        </Typography>
        <TextField
          select
          size="small"
          label="Sort by"
          value={sortId}
          onChange={(event) => setSortId(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          {librarySortOptions.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LibraryListBody list={list} onAction={act} onCreate={() => setEditing({ library: null })} />
      <LibraryFormDialog
        open={editing !== null}
        workspaceId={workspace.id}
        library={editing?.library ?? null}
        onClose={() => setEditing(null)}
        onSaved={refetch}
      />
      <LibraryInfoDialog
        workspaceId={workspace.id}
        libraryId={infoId}
        onClose={() => setInfoId(null)}
      />
      {sharing && (
        <CatalogueShareDialog
          open
          kind="library"
          id={sharing.id}
          workspaceId={workspace.id}
          onClose={() => {
            setSharing(null);
            refetch();
          }}
        />
      )}
    </Stack>
  );
}

function librariesCountLabel(amount: number): string {
  return amount === 1 ? '1 library' : `${amount} libraries`;
}

type LibraryListBodyProps = {
  list: ReturnType<typeof useLibraries>;
  onAction: (action: LibraryAction, library: Library) => void;
  onCreate: () => void;
};

function LibraryListBody({ list, onAction, onCreate }: LibraryListBodyProps) {
  if (list.initialLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading libraries" />
      </Box>
    );
  }
  if (list.error && list.libraries.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      >
        {readApiError(list.error).message}
      </Alert>
    );
  }
  if (list.libraries.length === 0) {
    return (
      <Stack spacing={2} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
        <Typography color="text.secondary">
          No libraries yet — a library keeps collections of products together.
        </Typography>
        <Button variant="outlined" onClick={onCreate}>
          New library
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        aria-label="Libraries"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {list.libraries.map((library) => (
          <LibraryCard key={library.id} library={library} onAction={onAction} />
        ))}
      </Box>
      {list.nextToken && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" disabled={list.loading} onClick={() => void list.loadMore()}>
            {list.loading ? 'Loading…' : 'Load more'}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
