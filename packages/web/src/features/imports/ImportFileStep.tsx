import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { importNotices } from './import-messages.ts';
import type { ImportTarget } from './import-target.ts';
import { useTemplateUrl } from './useTemplateUrl.ts';

type ImportFileStepProps = {
  target: ImportTarget;
  busy: boolean;
  onFile: (file: File) => void;
};

/** Choose a file: dropped on the zone or browsed for, with the template to start from. */
export function ImportFileStep({ target, busy, onFile }: ImportFileStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const template = useTemplateUrl(target);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="import-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
        }}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          {busy ? (
            <CircularProgress aria-label="Reading the file" />
          ) : (
            <UploadFileOutlinedIcon color="action" sx={{ fontSize: 40 }} />
          )}
          <Typography>Drop a spreadsheet here, or</Typography>
          <Button
            variant="contained"
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-describedby={hintId}
          >
            Browse files
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Spreadsheet to import"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
          <Typography id={hintId} variant="body2" color="text.secondary">
            {importNotices.limits}
          </Typography>
        </Stack>
      </Box>
      <Typography variant="body2">
        Not sure of the columns?{' '}
        {template.xlsx ? (
          <Link href={template.xlsx} download>
            Download template
          </Link>
        ) : (
          <span>Download template (loading…)</span>
        )}
        {template.csv && (
          <>
            {' '}
            (or as{' '}
            <Link href={template.csv} download>
              CSV
            </Link>
            )
          </>
        )}
      </Typography>
    </Stack>
  );
}
