import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { InHeader } from '../../app/shell/header-slot.tsx';
import { PageLoading } from '../../ui/loading/PageLoading.tsx';
import { PROJECT_AREA_SNACKBAR_TIMEOUT_MS, useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { projectPath, projectsPath } from '../projects/index.ts';
import { ShareButton, useLeaveWhenAccessLost } from '../sharing/index.ts';
import { type Ability, useWorkspace } from '../workspaces/index.ts';
import { ArchivedProjectNotice } from './ArchivedProjectNotice.tsx';
import {
  PROJECT_ACCESSED_MUTATION,
  PROJECT_DETAILS_QUERY,
  PROJECT_PAGE_STATUS_SUBSCRIPTION,
} from './project.documents.ts';
import type { ProjectDetails } from './project.types.ts';
import { findProjectTab, projectTabs } from './project-tabs.ts';
import { editAbilityOf, type ProjectPageContext } from './useProjectPage.ts';

/**
 * /workspace/{wId}/projects/{id} (route name 'project-details'): the project's title, a way back to
 * the list, and its tabs. Opening it stamps the project as accessed; when the project is archived
 * (here or elsewhere) everyone inside it is sent to the projects list.
 */
export function ProjectPage() {
  const workspace = useWorkspace();
  const { id = '' } = useParams();
  const query = useQuery(PROJECT_DETAILS_QUERY, {
    variables: { id, workspaceId: workspace.id },
    fetchPolicy: 'cache-and-network',
  });
  const project = query.data?.getProjectById ?? null;
  useProjectAccessed(project ? id : null, workspace.id);
  const leaving = useLeaveWhenArchived(id, workspace.id, project);
  const lostAccess = useLeaveWhenAccessLost({
    projectId: id,
    workspaceId: workspace.id,
    skip: !project,
    onOwnRoleChanged: () => void query.refetch().catch(() => undefined),
  });
  const { pathname } = useLocation();
  // A spreadsheet wants the whole width; the dashboard reads better in a column.
  const onSchedule =
    findProjectTab(projectTabs, projectPath(workspace.id, id), pathname)?.segment === '';

  const backLink = (
    <Button
      component={RouterLink}
      to={projectsPath(workspace.id)}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ alignSelf: 'flex-start' }}
    >
      Back to projects
    </Button>
  );

  if (leaving) return <PageLoading label="Leaving the archived project" />;
  if (lostAccess) return <PageLoading label="Leaving the project" />;
  if (!query.data && query.loading) return <PageLoading label="Loading the project" />;
  if (!project) {
    const text = query.error
      ? readApiError(query.error).message
      : 'This project does not exist, or you are not a member of it.';
    return (
      <Stack spacing={2} sx={pageSx}>
        {backLink}
        <Typography variant="h1">Project not found</Typography>
        <Alert
          severity={query.error ? 'error' : 'info'}
          action={
            query.error ? (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Try again
              </Button>
            ) : undefined
          }
        >
          {text}
        </Alert>
      </Stack>
    );
  }

  const context: ProjectPageContext = { project, edit: editAbilityOf(project) };
  const archivedNotice = project.status === 'archived' && (
    <ArchivedProjectNotice project={project} message={context.edit.message} />
  );
  if (onSchedule) {
    // The schedule fills the window: the title and tabs go in the app's header on wide screens,
    // on one line above the grid on the others.
    const bar = (inAppBar: boolean) => (
      <ProjectBar
        project={project}
        workspaceId={workspace.id}
        edit={context.edit}
        inAppBar={inAppBar}
      />
    );
    return (
      <Box sx={fillPageSx}>
        <InHeader fallback={bar(false)}>{bar(true)}</InHeader>
        {archivedNotice}
        <Outlet context={context} />
      </Box>
    );
  }
  return (
    <Stack spacing={2} sx={pageSx}>
      {backLink}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1" sx={{ wordBreak: 'break-word', flex: 1, minWidth: 0 }}>
          {project.title}
        </Typography>
        <EditChip edit={context.edit} />
        <ShareButton project={project} />
      </Stack>
      {archivedNotice}
      <ProjectTabs workspaceId={workspace.id} projectId={project.id} />
      <Outlet context={context} />
    </Stack>
  );
}

const pageSx = { p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto', width: '100%', minWidth: 0 };
const fillPageSx = {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  minWidth: 0,
  gap: 1,
  px: { xs: 1, sm: 1.5 },
  pt: 1,
  pb: { xs: 0.5, sm: 1 },
};

/** Says at once that the viewer may only look here (their role, or an archived project), and why. */
function EditChip({ edit }: { edit: Ability }) {
  if (edit.allowed) return null;
  return (
    <Tooltip title={edit.message ?? ''}>
      <Chip
        size="small"
        icon={<VisibilityOutlinedIcon />}
        label={edit.reason === 'archived' ? 'Archived · view only' : 'View only'}
        data-testid="view-only-chip"
        sx={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}

/** The project's title, tabs and Share on one line (in the app's header), or two (on phones). */
function ProjectBar({
  project,
  workspaceId,
  edit,
  inAppBar,
}: {
  project: ProjectDetails;
  workspaceId: string;
  edit: Ability;
  inAppBar: boolean;
}) {
  const back = (
    <Tooltip title="Back to projects">
      <IconButton
        component={RouterLink}
        to={projectsPath(workspaceId)}
        aria-label="Back to projects"
        size="small"
        edge="start"
      >
        <ArrowBackIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  const title = (
    <Typography
      variant="h1"
      noWrap
      title={project.title}
      sx={{ fontSize: '1rem', minWidth: 0, flex: inAppBar ? '0 1 auto' : 1 }}
    >
      {project.title}
    </Typography>
  );
  const tabs = <ProjectTabs workspaceId={workspaceId} projectId={project.id} dense />;
  if (inAppBar) {
    return (
      <>
        <Box sx={{ width: '1px', height: 24, bgcolor: 'divider', mx: 0.5, flexShrink: 0 }} />
        {back}
        {title}
        <EditChip edit={edit} />
        <Box sx={{ flexShrink: 0, ml: 1 }}>{tabs}</Box>
        <Box sx={{ flex: 1 }} />
        <ShareButton project={project} />
      </>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {back}
        {title}
        <EditChip edit={edit} />
        <ShareButton project={project} />
      </Stack>
      {tabs}
    </Stack>
  );
}

function ProjectTabs({
  workspaceId,
  projectId,
  dense = false,
}: {
  workspaceId: string;
  projectId: string;
  dense?: boolean;
}) {
  const { pathname } = useLocation();
  const basePath = projectPath(workspaceId, projectId);
  const current = findProjectTab(projectTabs, basePath, pathname);
  const denseSx = { minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0, px: 1.5 } };
  return (
    <Tabs
      value={current?.segment ?? false}
      aria-label="Project sections"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={dense ? denseSx : undefined}
    >
      {projectTabs.map((tab) => (
        <Tab
          key={tab.segment}
          value={tab.segment}
          label={tab.label}
          component={RouterLink}
          to={tab.segment ? `${basePath}/${tab.segment}` : basePath}
        />
      ))}
    </Tabs>
  );
}

/** Stamps the project as accessed once per opening (not again on a tab change or a refetch). */
function useProjectAccessed(projectId: string | null, workspaceId: string) {
  const [markAccessed] = useMutation(PROJECT_ACCESSED_MUTATION);
  const stamped = useRef<string | null>(null);
  useEffect(() => {
    if (!projectId || stamped.current === projectId) return;
    stamped.current = projectId;
    // A failed stamp only leaves "recently accessed" stale; the page itself is fine.
    markAccessed({ variables: { id: projectId, workspaceId } }).catch(() => undefined);
  }, [projectId, workspaceId, markAccessed]);
}

/**
 * Follows the workspace's archive events: this project archived sends the viewer to the projects
 * list with a snackbar saying why; restored, it is fetched again for what the viewer may now do.
 * Returns whether the page is on its way out.
 */
function useLeaveWhenArchived(
  projectId: string,
  workspaceId: string,
  project: ProjectDetails | null,
): boolean {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const [archivedTitle, setArchivedTitle] = useState<string | null>(null);
  const title = project?.title ?? null;

  useSubscription(PROJECT_PAGE_STATUS_SUBSCRIPTION, {
    variables: { workspaceId },
    onData: ({ data: result }) => {
      const change = result.data?.onProjectStatusChanged;
      if (!change || change.projectId !== projectId) return;
      const cacheId = client.cache.identify({ __typename: 'Project', id: projectId });
      client.cache.modify({ id: cacheId, fields: { status: () => change.status } });
      if (change.status === 'archived') setArchivedTitle(title ?? 'The project');
      else void client.refetchQueries({ include: [PROJECT_DETAILS_QUERY] });
    },
  });

  useEffect(() => {
    if (archivedTitle === null) return;
    // Runs after the tabs re-rendered as archived, so an unsaved-changes guard no longer holds.
    show({
      title: 'Project archived',
      text: `${archivedTitle} was archived, so you were taken back to the projects list.`,
      color: 'info',
      timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      dataTest: 'project-archived',
    });
    navigate(projectsPath(workspaceId), { replace: true });
  }, [archivedTitle, navigate, show, workspaceId]);

  return archivedTitle !== null;
}
