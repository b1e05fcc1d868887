import Alert, { type AlertColor } from '@mui/material/Alert';

/** A message above a form's fields: the server's error verbatim, or a notice. */
export function FormAlert({
  message,
  severity = 'error',
}: {
  message?: string;
  severity?: AlertColor;
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
