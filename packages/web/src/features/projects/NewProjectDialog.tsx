import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { FigureField, readFigures } from '../../ui/figures/index.ts';
import { PROJECT_AREA_SNACKBAR_TIMEOUT_MS, useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { AddressField, type AddressValue, toAddressInput } from './AddressField.tsx';
import { CREATE_PROJECT_MUTATION } from './projects.documents.ts';
import type { AreaUnit, Project } from './projects.types.ts';

/** Spec: the create-project dialog is 637 px wide (full screen on phones). */
export const NEW_PROJECT_DIALOG_WIDTH = 637;

type NewProjectDialogProps = {
  open: boolean;
  workspaceId: string;
  onClose: () => void;
  onCreated: (project: Project) => void;
};

/** The New Project modal. */
export function NewProjectDialog({ open, workspaceId, onClose, onCreated }: NewProjectDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: fullScreen ? undefined : { width: NEW_PROJECT_DIALOG_WIDTH, maxWidth: '100%' },
        },
      }}
    >
      {/* Mounted only while open, so the form starts empty each time. */}
      {open && (
        <NewProjectForm
          titleId={titleId}
          workspaceId={workspaceId}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
    </Dialog>
  );
}

type NewProjectFormProps = Omit<NewProjectDialogProps, 'open'> & { titleId: string };

function NewProjectForm({ titleId, workspaceId, onClose, onCreated }: NewProjectFormProps) {
  const { show } = useSnackbar();
  const [projectName, setProjectName] = useState('');
  const [address, setAddress] = useState<AddressValue>({ text: '', picked: null });
  const [phase, setPhase] = useState('');
  const [number, setNumber] = useState('');
  const [baseBudget, setBaseBudget] = useState('');
  const [area, setArea] = useState('');
  const [areaUnit, setAreaUnit] = useState<AreaUnit>('feet');
  const [powerDensity, setPowerDensity] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_PROJECT_MUTATION);

  const nameError = submitted && !projectName.trim() ? messages.requiredValue : undefined;
  const addressError = submitted && !address.text.trim() ? messages.requiredValue : undefined;
  const figures = readFigures({ baseBudget, area, powerDensity });
  const figureErrors = submitted ? figures.errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const addressInput = toAddressInput(address);
    if (!projectName.trim() || !addressInput || !figures.values) return;
    try {
      const { data } = await create({
        variables: {
          workspaceId,
          projectName: projectName.trim(),
          address: addressInput,
          phase: phase.trim(),
          number: number.trim(),
          ...figures.values,
          areaUnit,
        },
      });
      if (!data) return;
      const project = data.deprecatedCreateProjectV2;
      show({
        color: 'success',
        text: `Project ${project.title} is created.`,
        timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      });
      onCreated(project);
      onClose();
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>New project</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label="Project name"
            value={projectName}
            onChange={(event) => setProjectName(event.target.value)}
            required
            fullWidth
            autoFocus
            error={Boolean(nameError)}
            helperText={nameError}
          />
          <AddressField value={address} onChange={setAddress} error={addressError} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Phase"
              value={phase}
              onChange={(event) => setPhase(event.target.value)}
              placeholder="e.g. Design Development"
              fullWidth
            />
            <TextField
              label="Number"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              placeholder="e.g. P-104"
              fullWidth
            />
          </Stack>
          <FigureField
            label="Base budget"
            value={baseBudget}
            onChange={setBaseBudget}
            error={figureErrors.baseBudget}
            money
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FigureField
              label="Area"
              value={area}
              onChange={setArea}
              error={figureErrors.area}
              fullWidth
            />
            <TextField
              select
              label="Area unit"
              value={areaUnit}
              onChange={(event) => setAreaUnit(event.target.value as AreaUnit)}
              sx={{ minWidth: { sm: 140 } }}
            >
              <MenuItem value="feet">ft²</MenuItem>
              <MenuItem value="meter">m²</MenuItem>
            </TextField>
          </Stack>
          <FigureField
            label="Power density"
            value={powerDensity}
            onChange={setPowerDensity}
            error={figureErrors.powerDensity}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? 'Creating…' : 'Create'}
        </Button>
      </DialogActions>
    </form>
  );
}
