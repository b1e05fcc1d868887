import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { identityMessages, isValidEmail, normalizeEmail } from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { readApiError } from '../api-errors.ts';
import { RESET_PASSWORD_MUTATION } from '../identity.documents.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from './FormAlert.tsx';
import type { BrandedPageProps } from './LoginPage.tsx';
import { signInFlow } from './sign-in-flow.ts';

/**
 * Asks for a code to reset a forgotten password (route name 'reset-password'; branded with a
 * workspace, 'white-label-forgot').
 */
export function ResetPasswordPage({ branding }: BrandedPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [resetPassword, { loading }] = useMutation(RESET_PASSWORD_MUTATION);
  const flow = signInFlow(branding);

  const emailError = submitted && !isValidEmail(email) ? identityMessages.invalidEmail : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!isValidEmail(email)) return;
    const address = normalizeEmail(email);
    try {
      const { data } = await resetPassword({ variables: { email: address } });
      await navigate(flow.confirmResetPassword({ email: data?.resetPassword.email ?? address }));
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email you sign in with and we will send you a code to set a new password."
      branding={branding}
      footer={
        <Link component={RouterLink} to={flow.login({ email: email.trim() })}>
          Back to sign in
        </Link>
      }
    >
      <FormAlert message={serverError} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            autoFocus
            required
            fullWidth
            error={Boolean(emailError)}
            helperText={emailError}
          />
          <Button type="submit" variant="contained" size="medium" disabled={loading} fullWidth>
            {loading ? 'Sending…' : 'Send code'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
