import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { findPasswordProblem } from '@specboard/domain';
import { useState } from 'react';

type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Shown as an error (after a submit attempt). */
  error?: string;
  /**
   * For a new password: live hint from the domain's password policy, turning into an error
   * once `showPolicyError` (a submit was tried).
   */
  policy?: boolean;
  showPolicyError?: boolean;
  autoFocus?: boolean;
  required?: boolean;
};

/** A password input with a show/hide button and, for new passwords, the policy as a live hint. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  error,
  policy = false,
  showPolicyError = false,
  autoFocus,
  required = true,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const problem = policy ? findPasswordProblem(value) : undefined;
  const policyError = policy && showPolicyError && problem !== undefined;
  const helperText =
    error ?? (policy ? (problem ?? 'This password meets the requirements.') : undefined);

  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required={required}
      fullWidth
      error={Boolean(error) || policyError}
      helperText={helperText}
      slotProps={{
        formHelperText: {
          sx: { color: !error && policy && !problem ? 'success.dark' : undefined },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((shown) => !shown)}
              >
                {visible ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
