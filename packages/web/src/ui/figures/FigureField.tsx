import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type FigureFieldProps = Omit<TextFieldProps, 'onChange' | 'error'> & {
  value: string;
  onChange: (text: string) => void;
  /** Why the figure cannot be read, shown under it. */
  error?: string;
  /** A dollar sign before the amount. */
  money?: boolean;
};

/**
 * A number typed as people type it (grouping commas, a decimal point, a currency sign): kept as
 * typed, read by the domain's reader when the form is sent, its message shown here if it cannot.
 */
export function FigureField({
  value,
  onChange,
  error,
  money,
  helperText,
  ...props
}: FigureFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        input: money
          ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
          : undefined,
        htmlInput: { inputMode: 'decimal', style: { fontVariantNumeric: 'tabular-nums' } },
      }}
    />
  );
}
