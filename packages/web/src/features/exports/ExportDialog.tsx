import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type ExportChoice, hasPages, type PageSize, pageSizes } from './export-choices.ts';

type ExportDialogProps = {
  open: boolean;
  heading: string;
  /** What is exported, in words ("Design Team View, 2 tags"). */
  summary?: string;
  choices: readonly ExportChoice[];
  onClose: () => void;
  /** Asks for the export; the dialog closes once it was asked. */
  onExport: (choice: ExportChoice, pageSize: PageSize) => Promise<unknown>;
};

/** Chooses the format (and for PDF and Word the page size), then asks for the export. */
export function ExportDialog({
  open,
  heading,
  summary,
  choices,
  onClose,
  onExport,
}: ExportDialogProps) {
  const titleId = useId();
  const formatId = useId();
  const [key, setKey] = useState(choices[0]?.key ?? 'pdf');
  const [pageSize, setPageSize] = useState<PageSize>('letter');
  const [sending, setSending] = useState(false);
  const choice = choices.find((candidate) => candidate.key === key) ?? choices[0];

  const submit = async () => {
    if (!choice) return;
    setSending(true);
    try {
      await onExport(choice, pageSize);
      onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {summary && (
            <Typography variant="body2" color="text.secondary">
              {summary}
            </Typography>
          )}
          <FormControl>
            <FormLabel id={formatId}>Format</FormLabel>
            <RadioGroup
              aria-labelledby={formatId}
              value={choice?.key ?? ''}
              onChange={(event) => setKey(event.target.value)}
            >
              {choices.map((option) => (
                <FormControlLabel
                  key={option.key}
                  value={option.key}
                  control={<Radio size="small" />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {choice && hasPages(choice) && (
            <TextField
              select
              size="small"
              label="Page size"
              value={pageSize}
              onChange={(event) => setPageSize(event.target.value as PageSize)}
            >
              {pageSizes.map((size) => (
                <MenuItem key={size.templateName} value={size.templateName}>
                  {size.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!choice || sending}>
          {sending ? 'Exporting…' : 'Export'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
