import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { useDebouncedValue } from '../../ui/timing/index.ts';
import { readApiError } from '../identity/index.ts';
import { useActiveWorkspace, useWorkspace } from '../workspaces/index.ts';
import { GettingStartedTour } from './GettingStartedTour.tsx';
import { GroupedProjectList } from './GroupedProjectList.tsx';
import { NewProjectDialog } from './NewProjectDialog.tsx';
import { NoActiveProjects } from './NoActiveProjects.tsx';
import { ProjectDetailsDialog } from './ProjectDetailsDialog.tsx';
import { ProjectRow } from './ProjectRow.tsx';
import { projectSortOptions, sortOptionById } from './project-sort.ts';
import { PROJECT_TAGS_QUERY, STAR_PROJECT_MUTATION } from './projects.documents.ts';
import type { Project, ProjectStatus, StarredProjectList } from './projects.types.ts';
import { type ProjectView, StarredViews } from './StarredViews.tsx';
import { useProjectActions } from './useProjectActions.ts';
import { useProjects } from './useProjects.ts';

/** The search waits this long after the last key press. */
export const PROJECT_SEARCH_DEBOUNCE_MS = 300;

const tabs: { value: ProjectStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** /workspace/{wId}/projects (route name 'projects'): the workspace's active and archived projects. */
export function ProjectsPage() {
  const workspace = useWorkspace();
  const { show } = useSnackbar();
  const [status, setStatus] = useState<ProjectStatus>('active');
  const [sortId, setSortId] = useState(projectSortOptions[0]!.id);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), PROJECT_SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const [view, setView] = useState<ProjectView>({ kind: 'all' });
  const [tags, setTags] = useState<string[]>([]);
  const [grouped, setGrouped] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const sort = sortOptionById(sortId);
  const starred = view.kind === 'starred';
  const list = useProjects({ workspaceId: workspace.id, status, sort, search, tags, starred });
  const workspaceTags = useQuery(PROJECT_TAGS_QUERY, { variables: { workspaceId: workspace.id } });
  const client = useApolloClient();
  const [star] = useMutation(STAR_PROJECT_MUTATION);
  const createAbility = workspace.viewerCan.createProject;
  const { refetch: refetchWorkspace } = useActiveWorkspace();
  // The free cap and the count of archived projects follow every change of the lists.
  const changed = () => {
    void list.refetch();
    void refetchWorkspace();
  };
  const actions = useProjectActions({ workspaceId: workspace.id, onChanged: changed });

  const chooseView = (next: ProjectView, saved?: StarredProjectList) => {
    setView(next);
    if (next.kind === 'list' && saved) {
      // A starred view is its tags and its order.
      setTags(saved.tags);
      if (saved.sortingMode) setSortId(sortOptionById(saved.sortingMode).id);
    } else {
      setTags([]);
    }
  };

  const toggleStar = async (project: Project) => {
    const next = !project.starred;
    try {
      await star({
        variables: {
          workspaceId: workspace.id,
          projectId: project.id,
          value: next ? 'true' : null,
        },
      });
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Project', id: project.id }),
        fields: { starred: () => next },
      });
      if (starred) void list.refetch();
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    }
  };

  const created = () => {
    setSearchText('');
    void refetchWorkspace();
    if (status !== 'active') setStatus('active');
    else void list.refetch();
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h1">Projects</Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {!createAbility.allowed && createAbility.message && (
            <Typography variant="body2" color="text.secondary" data-testid="new-project-refused">
              {createAbility.message}
            </Typography>
          )}
          <AbilityTooltip ability={createAbility}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!createAbility.allowed}
              onClick={() => setCreating(true)}
            >
              New project
            </Button>
          </AbilityTooltip>
        </Stack>
      </Stack>
      <Tabs
        value={status}
        onChange={(_event, value: ProjectStatus) => setStatus(value)}
        aria-label="Project lists"
      >
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      <StarredViews
        workspaceId={workspace.id}
        view={view}
        onChoose={chooseView}
        current={{ tags, sortingMode: sortId }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          size="small"
          label="Search by name"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label="Sort by"
          value={sortId}
          onChange={(event) => setSortId(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {projectSortOptions.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Autocomplete<string, true>
          multiple
          size="small"
          options={workspaceTags.data?.getProjectTags ?? []}
          value={tags}
          onChange={(_event, value) => setTags(value)}
          noOptionsText="No tags yet — add tags in a project’s details"
          sx={{ flex: 1 }}
          renderInput={(params) => <TextField {...params} label="Filter by tags" />}
        />
        <FormControlLabel
          control={
            <Switch checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />
          }
          label="Group by tag"
        />
      </Stack>
      <ProjectListBody
        status={status}
        search={search}
        filtered={starred || tags.length > 0}
        list={list}
        grouped={grouped}
        workspaceId={workspace.id}
        onShowArchived={() => setStatus('archived')}
        renderRow={(project) => (
          <ProjectRow
            key={project.id}
            project={project}
            busy={actions.pending === project.id}
            onToggleStatus={(chosen) => void actions.toggleStatus(chosen)}
            onToggleStar={toggleStar}
            onOpenDetails={(chosen) => setDetailsId(chosen.id)}
            onCopy={(chosen) => void actions.copy(chosen)}
            onDelete={(chosen) => void actions.remove(chosen)}
          />
        )}
      />
      <NewProjectDialog
        open={creating}
        workspaceId={workspace.id}
        onClose={() => setCreating(false)}
        onCreated={created}
      />
      <ProjectDetailsDialog
        open={detailsId !== null}
        workspaceId={workspace.id}
        projectId={detailsId}
        onClose={() => setDetailsId(null)}
        onSaved={() => {
          void workspaceTags.refetch();
          void list.refetch();
        }}
      />
      <GettingStartedTour />
    </Stack>
  );
}

type ProjectListBodyProps = {
  status: ProjectStatus;
  search: string;
  /** A star or tag filter is on. */
  filtered: boolean;
  list: ReturnType<typeof useProjects>;
  grouped: boolean;
  workspaceId: string;
  /** Switches to the archived list (offered when the active list is empty). */
  onShowArchived: () => void;
  renderRow: (project: Project) => ReactNode;
};

function ProjectListBody({
  status,
  search,
  filtered,
  list,
  grouped,
  workspaceId,
  onShowArchived,
  renderRow,
}: ProjectListBodyProps) {
  if (list.initialLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading projects" />
      </Box>
    );
  }
  if (list.error && list.projects.length === 0) {
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
  if (list.projects.length === 0) {
    if (status === 'active' && !search && !filtered) {
      return <NoActiveProjects workspaceId={workspaceId} onShowArchived={onShowArchived} />;
    }
    return <EmptyProjects search={search} filtered={filtered} />;
  }
  const label = status === 'active' ? 'Active projects' : 'Archived projects';
  return (
    <Stack spacing={2}>
      {grouped ? (
        <GroupedProjectList projects={list.projects} renderRow={renderRow} />
      ) : (
        <List aria-label={label} disablePadding>
          {list.projects.map(renderRow)}
        </List>
      )}
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

/** An empty list: none match the search or the view, or none are archived. */
function EmptyProjects({ search, filtered }: { search: string; filtered: boolean }) {
  const text = search
    ? `No projects match “${search}” — try another name or clear the search`
    : filtered
      ? 'No projects in this view — star projects or choose other tags'
      : 'No archived projects — archive a project to keep it out of the active list';
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
