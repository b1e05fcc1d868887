import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { ImportFileStep } from './ImportFileStep.tsx';
import { ImportMappingStep } from './ImportMappingStep.tsx';
import { ImportProgressStep } from './ImportProgressStep.tsx';
import { mappedCount } from './import-mapping.ts';
import { importNotices } from './import-messages.ts';
import type { ImportTarget } from './import-target.ts';
import { type ImportJob, type ImportStep, useImportFlow } from './useImportFlow.ts';

const steps: { key: ImportStep; label: string }[] = [
  { key: 'file', label: 'Choose a file' },
  { key: 'mapping', label: 'Match the columns' },
  { key: 'import', label: 'Import' },
];

type ImportDialogProps = {
  target: ImportTarget;
  /** 'products' in a collection, 'rows' in a schedule: the title's word. */
  heading: string;
  onClose: () => void;
  /** Told when the rows were added (the page may read its rows or count again). */
  onImported?: (job: ImportJob) => void;
};

/**
 * Imports a CSV or XLSX file: the file, its columns matched to ours with a preview, then the
 * import followed to its end. Mounted while open, so each opening starts afresh.
 */
export function ImportDialog({ target, heading, onClose, onImported }: ImportDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { show } = useSnackbar();
  const flow = useImportFlow(target, (job) => {
    show({ text: importNotices.uploaded(job.productsUploaded), color: 'success' });
    onImported?.(job);
    onClose();
  });
  const active = steps.findIndex((step) => step.key === flow.step);
  const running = flow.step === 'import' && flow.job?.status !== 'FAILED';

  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={fullScreen}
      maxWidth={flow.step === 'file' ? 'sm' : 'lg'}
    >
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent dividers sx={{ minWidth: 0 }}>
        <Stepper activeStep={active} alternativeLabel={fullScreen} sx={{ mb: 2 }}>
          {steps.map((step) => (
            <Step key={step.key}>
              <StepLabel>{step.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {flow.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {flow.error}
          </Alert>
        )}
        {flow.step === 'file' && (
          <ImportFileStep target={target} busy={flow.busy} onFile={flow.chooseFile} />
        )}
        {flow.step === 'mapping' && flow.preview && (
          <ImportMappingStep
            preview={flow.preview}
            mapping={flow.mapping}
            busy={flow.busy}
            onMapping={flow.setMapping}
            onSheet={flow.chooseSheet}
          />
        )}
        {flow.step === 'import' && flow.job && (
          <ImportProgressStep job={flow.job} targets={flow.preview?.targetColumns ?? []} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {flow.step === 'mapping' && (
          <Button onClick={flow.backToFile} disabled={flow.busy}>
            Choose another file
          </Button>
        )}
        {flow.step === 'import' && flow.job?.status === 'FAILED' && (
          <Button onClick={flow.backToMapping}>Back to the mapping</Button>
        )}
        <Button onClick={onClose} disabled={running}>
          {flow.step === 'import' && !running ? 'Close' : 'Cancel'}
        </Button>
        {flow.step === 'mapping' && (
          <Button
            variant="contained"
            onClick={() => void flow.start()}
            disabled={flow.busy || mappedCount(flow.mapping) === 0}
          >
            Import {flow.preview?.rowsCount ?? 0} {flow.preview?.rowsCount === 1 ? 'row' : 'rows'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
