import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { versionCreatedMessage } from '@specboard/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { useConfirm } from '../../ui/confirm/index.ts';
import { PageLoading } from '../../ui/loading/PageLoading.tsx';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { ExportMenu } from '../exports/index.ts';
import { readApiError } from '../identity/index.ts';
import { useProjectPage } from '../project/index.ts';
import { projectPath } from '../projects/index.ts';
import type { Ability } from '../workspaces/index.ts';
import { CompareView } from './CompareView.tsx';
import { VERSION_PARAM } from './useOpenVersion.ts';
import { VersionDialog } from './VersionDialog.tsx';
import {
  ARCHIVE_VERSION_MUTATION,
  CREATE_VERSION_MUTATION,
  DELETE_VERSION_MUTATION,
  UNARCHIVE_VERSION_MUTATION,
  UPDATE_VERSION_MUTATION,
  VERSION_COMMANDS_QUERY,
  VERSIONS_QUERY,
} from './versions.documents.ts';
import type { ProjectVersion } from './versions.types.ts';

const LIVE = 'live';
const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const unknown: Ability = { allowed: false, reason: null, message: null };

/** /workspace/{wId}/projects/{id}/versions: the project's versions, and what changed between two. */
export function VersionsTab() {
  const { project } = useProjectPage();
  const key = { projectId: project.id, workspaceId: project.workspaceId };
  const { show } = useSnackbar();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const versions = useQuery(VERSIONS_QUERY, { variables: key, fetchPolicy: 'cache-and-network' });
  const commands = useQuery(VERSION_COMMANDS_QUERY, {
    variables: key,
    fetchPolicy: 'cache-and-network',
  });
  const ability = (name: string) =>
    commands.data?.getScheduleCommands.find((command) => command.name === name) ?? unknown;
  const canCreate = ability('createVersion');
  const canCompare = ability('compareVersions');
  const refetchQueries = [{ query: VERSIONS_QUERY, variables: key }];
  const [create] = useMutation(CREATE_VERSION_MUTATION, { refetchQueries });
  const [update] = useMutation(UPDATE_VERSION_MUTATION);
  const [remove] = useMutation(DELETE_VERSION_MUTATION, { refetchQueries });
  const [archive] = useMutation(ARCHIVE_VERSION_MUTATION);
  const [unarchive] = useMutation(UNARCHIVE_VERSION_MUTATION);
  const [dialog, setDialog] = useState<{ version: ProjectVersion | null } | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; version: ProjectVersion } | null>(null);

  const list = versions.data?.listProjectVersions ?? [];
  const from = params.get('from');
  const to = params.get('to') ?? LIVE;
  const nameOf = (id: string) =>
    id === LIVE ? 'Live schedule' : (list.find((v) => v.id === id)?.title ?? 'Version');

  const attempt = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) show({ text: done, color: 'success' });
      return true;
    } catch (error) {
      show({ text: readApiError(error).message, color: 'error' });
      return false;
    }
  };
  const compareWith = (primary: string, secondary: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('from', primary);
      next.set('to', secondary);
      return next;
    });

  if (versions.error && !versions.data) {
    return <Alert severity="error">{readApiError(versions.error).message}</Alert>;
  }
  if (!versions.data) return <PageLoading label="Loading the versions" />;

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h2">Versions</Typography>
        <AbilityTooltip ability={canCreate}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!canCreate.allowed}
            onClick={() => setDialog({ version: null })}
          >
            Create version
          </Button>
        </AbilityTooltip>
      </Stack>

      {list.length === 0 ? (
        <Alert severity="info">
          No versions yet. A version keeps the schedule exactly as it is at that moment — for a
          tender, a permit or an issue to site — so you can compare later what changed.
        </Alert>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Versions" disablePadding>
            {list.map((version) => (
              <ListItem
                key={version.id}
                divider
                secondaryAction={
                  <IconButton
                    aria-label={`More actions for ${version.title}`}
                    onClick={(event) => setMenu({ anchor: event.currentTarget, version })}
                  >
                    <MoreVertIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{version.title}</span>
                      {version.shortName && <Chip size="small" label={version.shortName} />}
                      {version.status === 'archived' && (
                        <Chip size="small" variant="outlined" label="Archived" />
                      )}
                    </Stack>
                  }
                  secondary={`${dates.format(new Date(version.versionDate))} · ${version.rowsCount} ${version.rowsCount === 1 ? 'row' : 'rows'}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}

      {list.length > 0 && (
        <Stack spacing={2} component="section" aria-label="Compare versions">
          <Typography variant="h2">Compare</Typography>
          <AbilityTooltip ability={canCompare}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                label="From"
                value={from ?? ''}
                onChange={(event) => compareWith(event.target.value, to)}
                disabled={!canCompare.allowed}
                sx={{ minWidth: 240 }}
              >
                {list.map((version) => (
                  <MenuItem key={version.id} value={version.id}>
                    {version.title}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="To"
                value={to}
                onChange={(event) => from && compareWith(from, event.target.value)}
                disabled={!canCompare.allowed || !from}
                sx={{ minWidth: 240 }}
              >
                <MenuItem value={LIVE}>Live schedule</MenuItem>
                {list
                  .filter((version) => version.id !== from)
                  .map((version) => (
                    <MenuItem key={version.id} value={version.id}>
                      {version.title}
                    </MenuItem>
                  ))}
              </TextField>
              {from && canCompare.allowed && (
                <ExportMenu
                  variant="button"
                  label="Export comparison"
                  target={{
                    ...key,
                    comparison: {
                      primaryVersionId: from,
                      secondaryVersionId: to === LIVE ? null : to,
                    },
                  }}
                  ability={ability('export')}
                />
              )}
            </Stack>
          </AbilityTooltip>
          {from && canCompare.allowed && (
            <CompareView
              {...key}
              primaryVersionId={from}
              secondaryVersionId={to === LIVE ? null : to}
              fromLabel={nameOf(from)}
              toLabel={nameOf(to)}
            />
          )}
        </Stack>
      )}

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) {
              navigate(
                `${projectPath(key.workspaceId, key.projectId)}?${VERSION_PARAM}=${encodeURIComponent(menu.version.id)}`,
              );
            }
            setMenu(null);
          }}
        >
          Open
        </MenuItem>
        <MenuItem
          disabled={!canCompare.allowed}
          onClick={() => {
            if (menu) compareWith(menu.version.id, LIVE);
            setMenu(null);
          }}
        >
          Compare with the live schedule
        </MenuItem>
        <MenuItem
          disabled={!canCreate.allowed}
          onClick={() => {
            setDialog({ version: menu?.version ?? null });
            setMenu(null);
          }}
        >
          Rename
        </MenuItem>
        <MenuItem
          disabled={!canCreate.allowed}
          onClick={() => {
            const version = menu?.version;
            setMenu(null);
            if (!version) return;
            const variables = { ...key, versionId: version.id };
            void attempt(() =>
              version.status === 'archived' ? unarchive({ variables }) : archive({ variables }),
            );
          }}
        >
          {menu?.version.status === 'archived' ? 'Restore' : 'Archive'}
        </MenuItem>
        <MenuItem
          disabled={!canCreate.allowed}
          onClick={async () => {
            const version = menu?.version;
            setMenu(null);
            if (!version) return;
            const sure = await confirm({
              title: 'Delete version?',
              message: `${version.title} and its copy of the schedule will be deleted. The live schedule is not changed.`,
              confirmLabel: 'Delete',
              destructive: true,
            });
            if (!sure) return;
            if (from === version.id || to === version.id) setParams({});
            await attempt(
              () => remove({ variables: { ...key, versionId: version.id } }),
              'Version deleted.',
            );
          }}
        >
          Delete
        </MenuItem>
      </Menu>

      {dialog && (
        <VersionDialog
          heading={dialog.version ? 'Rename version' : 'Create version'}
          submitLabel={dialog.version ? 'Save' : 'Create'}
          initial={dialog.version ?? undefined}
          onClose={() => setDialog(null)}
          onSubmit={(values) => {
            const version = dialog.version;
            return version
              ? attempt(() => update({ variables: { ...key, versionId: version.id, ...values } }))
              : attempt(() => create({ variables: { ...key, ...values } }), versionCreatedMessage);
          }}
        />
      )}
    </Stack>
  );
}
