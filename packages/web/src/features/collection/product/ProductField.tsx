import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttachmentRef, CellValue, ScheduleColumn } from '@specboard/domain';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { fieldText, filesOf, parseField } from './product-fields.ts';

type ProductFieldProps = {
  column: ScheduleColumn;
  value: CellValue | undefined;
  /** Why the field may not be changed (read-only modal, a computed field); null when it may. */
  disabledReason: string | null;
  /** A checked value to keep; the field shows the domain's message itself when refused. */
  onCommit: (value: CellValue) => void;
  /** The field took focus: what it held then is the edit's base (stale edits are told). */
  onBegin?: () => void;
  /** Uploads a file for an attachment field. */
  onUpload: (file: File) => Promise<AttachmentRef>;
  onOpenFile: (file: AttachmentRef) => void;
};

/** One field of a product by its column's type: text, a checkbox, or files. */
export function ProductField(props: ProductFieldProps) {
  const { column, value, disabledReason } = props;
  const [draft, setDraft] = useState(fieldText(value));
  const [error, setError] = useState<string | null>(null);
  const editing = useRef(false);
  // Others' changes arrive while the field is not being typed in.
  useEffect(() => {
    if (!editing.current) setDraft(fieldText(value));
  }, [value]);

  if (column.type === 'checkbox') {
    return (
      <FormControlLabel
        label={column.name}
        disabled={disabledReason !== null}
        control={
          <Checkbox
            checked={value === true}
            onChange={(event) => {
              props.onBegin?.();
              props.onCommit(event.target.checked);
            }}
          />
        }
      />
    );
  }
  if (column.type === 'attachment') return <FilesField {...props} />;

  const commit = () => {
    editing.current = false;
    if (draft === fieldText(value)) {
      setError(null);
      return;
    }
    const parsed = parseField(column, draft);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    props.onCommit(parsed.value);
  };
  return (
    <TextField
      label={column.name}
      value={draft}
      size="small"
      fullWidth
      multiline={column.multiline === true}
      maxRows={6}
      disabled={disabledReason !== null}
      error={error !== null}
      helperText={error ?? column.hint ?? undefined}
      type={column.type === 'date' ? 'date' : 'text'}
      slotProps={{ inputLabel: { shrink: column.type === 'date' ? true : undefined } }}
      onFocus={() => {
        editing.current = true;
        props.onBegin?.();
      }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !column.multiline) commit();
      }}
    />
  );
}

function FilesField({
  column,
  value,
  disabledReason,
  onCommit,
  onUpload,
  onOpenFile,
}: ProductFieldProps) {
  const files = filesOf(value);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const added = await onUpload(file);
      setError(null);
      onCommit([...files, added]);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {column.name}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {files.map((file) => (
          <Chip
            key={file.key}
            label={file.filename}
            size="small"
            onClick={() => onOpenFile(file)}
            onDelete={
              disabledReason === null
                ? () => onCommit(files.filter((item) => item.key !== file.key))
                : undefined
            }
          />
        ))}
        {files.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No files
          </Typography>
        )}
      </Stack>
      {disabledReason === null && (
        <Button
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {busy ? 'Uploading…' : `Attach to ${column.name}`}
        </Button>
      )}
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        data-testid={`product-file-input-${column.id}`}
        onChange={(event) => void onFile(event)}
      />
    </Stack>
  );
}
