import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@specboard/domain';
import { type FormEvent, useId, useState } from 'react';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { FigureField, figureText, readFigures } from '../../ui/figures/index.ts';
import { PROJECT_AREA_SNACKBAR_TIMEOUT_MS, useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { AddressField, type AddressValue, toAddressInput } from './AddressField.tsx';
import { NEW_PROJECT_DIALOG_WIDTH } from './NewProjectDialog.tsx';
import {
  MANAGE_PROJECT_TAGS_MUTATION,
  PROJECT_DETAILS_QUERY,
  UPDATE_PROJECT_DETAILS_MUTATION,
} from './project-details.documents.ts';
import { PROJECT_TAGS_QUERY } from './projects.documents.ts';
import type { AreaUnit, ProjectDetails } from './projects.types.ts';
import { SourceLibraryField } from './SourceLibraryField.tsx';

type ProjectDetailsDialogProps = {
  open: boolean;
  workspaceId: string;
  /** The project to show; read fresh from the server each time the modal opens. */
  projectId: string | null;
  onClose: () => void;
  onSaved?: (project: ProjectDetails) => void;
};

/**
 * The Project Details modal: shows and edits the project's name, number, phase, address, base
 * budget, area and unit, target power density and tags. Read-only, with the reason, when the
 * project is archived or the viewer's role may not edit it.
 */
export function ProjectDetailsDialog({
  open,
  workspaceId,
  projectId,
  onClose,
  onSaved,
}: ProjectDetailsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open && Boolean(projectId)}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: fullScreen ? undefined : { width: NEW_PROJECT_DIALOG_WIDTH, maxWidth: '100%' },
        },
      }}
    >
      {open && projectId && (
        <ProjectDetailsLoader
          key={projectId}
          titleId={titleId}
          workspaceId={workspaceId}
          projectId={projectId}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

type LoaderProps = Omit<ProjectDetailsDialogProps, 'open' | 'projectId'> & {
  titleId: string;
  projectId: string;
};

function ProjectDetailsLoader({ titleId, workspaceId, projectId, onClose, onSaved }: LoaderProps) {
  const { data, loading, error } = useQuery(PROJECT_DETAILS_QUERY, {
    variables: { id: projectId, workspaceId },
    fetchPolicy: 'network-only',
  });
  const project = data?.getProjectById;
  if (project) {
    return (
      <ProjectDetailsForm titleId={titleId} project={project} onClose={onClose} onSaved={onSaved} />
    );
  }
  return (
    <>
      <DialogTitle id={titleId}>Project details</DialogTitle>
      <DialogContent>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the project" />
          </Box>
        ) : (
          <Alert severity="error">
            {error ? readApiError(error).message : 'This project no longer exists.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

type FormProps = {
  titleId: string;
  project: ProjectDetails;
  onClose: () => void;
  onSaved?: (project: ProjectDetails) => void;
};

function ProjectDetailsForm({ titleId, project, onClose, onSaved }: FormProps) {
  const { show } = useSnackbar();
  const edit = project.viewerCan.edit;
  const rename = project.viewerCan.editSetup;
  const tagAbility = project.viewerCan.tags;
  const [projectName, setProjectName] = useState(project.projectName);
  const [address, setAddress] = useState<AddressValue>({
    text: project.address?.formatted_address ?? project.location ?? '',
    picked: project.address,
  });
  const [phase, setPhase] = useState(project.phase ?? '');
  const [number, setNumber] = useState(project.number ?? '');
  const [baseBudget, setBaseBudget] = useState(figureText('baseBudget', project.baseBudget));
  const [area, setArea] = useState(figureText('area', project.area));
  const [areaUnit, setAreaUnit] = useState<AreaUnit>(project.areaUnit);
  const [powerDensity, setPowerDensity] = useState(
    figureText('powerDensity', project.powerDensity),
  );
  const [tags, setTags] = useState<string[]>(project.tags);
  const [source, setSource] = useState({
    limited: Boolean(project.sourceLibraryId),
    libraryId: project.sourceLibraryId ?? null,
  });
  const sourceAbility = project.viewerCan.changeSourceLibrary;
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [update] = useMutation(UPDATE_PROJECT_DETAILS_MUTATION);
  const [manageTags] = useMutation(MANAGE_PROJECT_TAGS_MUTATION, {
    refetchQueries: [PROJECT_TAGS_QUERY],
  });
  const workspaceTags = useQuery(PROJECT_TAGS_QUERY, {
    variables: { workspaceId: project.workspaceId },
    skip: !tagAbility.allowed,
  });

  const readOnly =
    !edit.allowed && !rename.allowed && !tagAbility.allowed && !sourceAbility.allowed;
  const nameError = submitted && !projectName.trim() ? messages.requiredValue : undefined;
  const addressError = submitted && !address.text.trim() ? messages.requiredValue : undefined;
  const figures = readFigures({ baseBudget, area, powerDensity });
  const figureErrors = submitted ? figures.errors : {};
  const sourceError =
    submitted && source.limited && !source.libraryId ? messages.requiredValue : undefined;
  const sourceChanged = source.libraryId !== (project.sourceLibraryId ?? null);
  const tagsChanged =
    tags.length !== project.tags.length || tags.some((tag, i) => tag !== project.tags[i]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const addressInput = toAddressInput(address);
    if (!projectName.trim() || !addressInput || !figures.values) return;
    if (source.limited && !source.libraryId) return;
    setSaving(true);
    try {
      let saved: ProjectDetails | undefined;
      if (edit.allowed) {
        const { data } = await update({
          variables: {
            id: project.id,
            workspaceId: project.workspaceId,
            // The name is a setup change: sent only when it changed.
            ...(projectName.trim() !== project.projectName
              ? { projectName: projectName.trim() }
              : {}),
            number: number.trim(),
            phase: phase.trim(),
            address: addressInput,
            ...figures.values,
            areaUnit,
            // Sent only when it changed: choosing it needs its own permission.
            ...(sourceAbility.allowed && sourceChanged
              ? { sourceLibraryId: source.libraryId }
              : {}),
          },
        });
        saved = data?.updateProject;
      }
      if (tagAbility.allowed && tagsChanged) {
        await manageTags({
          variables: { projectId: project.id, workspaceId: project.workspaceId, tags },
        });
      }
      show({
        color: 'success',
        text: `Project ${saved?.title ?? project.title} is saved.`,
        timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      });
      if (saved) onSaved?.(saved);
      onClose();
    } catch (error) {
      setServerError(readApiError(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Project details</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!edit.allowed && edit.message && <Alert severity="info">{edit.message}</Alert>}
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <AbilityTooltip ability={edit.allowed ? rename : edit}>
            <TextField
              label="Project name"
              value={projectName}
              onChange={(event) => setProjectName(event.target.value)}
              required
              fullWidth
              disabled={!rename.allowed || !edit.allowed}
              error={Boolean(nameError)}
              helperText={nameError}
            />
          </AbilityTooltip>
          <AddressField
            value={address}
            onChange={setAddress}
            error={addressError}
            disabled={!edit.allowed}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Phase"
              value={phase}
              onChange={(event) => setPhase(event.target.value)}
              disabled={!edit.allowed}
              fullWidth
            />
            <TextField
              label="Number"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              disabled={!edit.allowed}
              fullWidth
            />
          </Stack>
          <FigureField
            label="Base budget"
            value={baseBudget}
            onChange={setBaseBudget}
            error={figureErrors.baseBudget}
            money
            disabled={!edit.allowed}
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FigureField
              label="Area"
              value={area}
              onChange={setArea}
              error={figureErrors.area}
              disabled={!edit.allowed}
              fullWidth
            />
            <TextField
              select
              label="Area unit"
              value={areaUnit}
              onChange={(event) => setAreaUnit(event.target.value as AreaUnit)}
              disabled={!edit.allowed}
              sx={{ minWidth: { sm: 140 } }}
            >
              <MenuItem value="feet">ft²</MenuItem>
              <MenuItem value="meter">m²</MenuItem>
            </TextField>
          </Stack>
          <FigureField
            label="Target power density"
            value={powerDensity}
            onChange={setPowerDensity}
            error={figureErrors.powerDensity}
            disabled={!edit.allowed}
            fullWidth
          />
          <SourceLibraryField
            workspaceId={project.workspaceId}
            ability={edit.allowed ? sourceAbility : edit}
            value={source.libraryId}
            limited={source.limited}
            onChange={setSource}
            error={sourceError}
          />
          <AbilityTooltip ability={edit.allowed ? tagAbility : edit}>
            <Autocomplete<string, true, false, true>
              multiple
              freeSolo
              fullWidth
              disabled={!tagAbility.allowed}
              options={workspaceTags.data?.getProjectTags ?? []}
              value={tags}
              onChange={(_event, value) => {
                const clean = value.map((tag) => tag.trim()).filter(Boolean);
                setTags([...new Set(clean)]);
              }}
              renderValue={(value, getItemProps) =>
                value.map((tag, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={tag} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Tags"
                  // Disabled helper text is too faint to read; the tooltip gives the reason.
                  helperText={tagAbility.allowed ? 'Press Enter to add a tag.' : undefined}
                />
              )}
            />
          </AbilityTooltip>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
