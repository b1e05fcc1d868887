import TextField from '@mui/material/TextField';
import { verificationCodeLength } from '@specboard/domain';

type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
};

/** The six-digit code from the e-mail; pasted spaces and dashes are dropped as it is typed. */
export function CodeField({ value, onChange, error, autoFocus }: CodeFieldProps) {
  return (
    <TextField
      label="Verification code"
      value={value}
      onChange={(event) =>
        onChange(event.target.value.replace(/\D/g, '').slice(0, verificationCodeLength))
      }
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? `The ${verificationCodeLength}-digit code from the email.`}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: verificationCodeLength,
          sx: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
        },
      }}
    />
  );
}
