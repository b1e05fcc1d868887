import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  findPasswordProblem,
  identityMessages,
  isValidEmail,
  isWellFormedCode,
  normalizeEmail,
  verificationCodeLength,
} from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../api-errors.ts';
import { CONFIRM_RESET_PASSWORD_MUTATION, RESET_PASSWORD_MUTATION } from '../identity.documents.ts';
import { AuthCard } from './AuthCard.tsx';
import { CodeField } from './CodeField.tsx';
import { FormAlert } from './FormAlert.tsx';
import { formMessages } from './form-messages.ts';
import type { BrandedPageProps } from './LoginPage.tsx';
import { PasswordField } from './PasswordField.tsx';
import { signInFlow } from './sign-in-flow.ts';
import { useResendCode } from './useResendCode.ts';

/**
 * Sets a new password with the code from the e-mail (route name 'confirm-reset-password';
 * branded with a workspace, 'white-label-reset').
 */
export function ConfirmResetPasswordPage({ branding }: BrandedPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const emailFromLink = params.get('email') ?? '';
  const [email, setEmail] = useState(emailFromLink);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [confirmReset, { loading }] = useMutation(CONFIRM_RESET_PASSWORD_MUTATION);
  const [resendCode, { loading: resending }] = useMutation(RESET_PASSWORD_MUTATION);
  const flow = signInFlow(branding);

  const emailError = submitted && !isValidEmail(email) ? identityMessages.invalidEmail : undefined;
  const codeError = submitted && !isWellFormedCode(code) ? formMessages.codeMalformed : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!isValidEmail(email) || !isWellFormedCode(code) || findPasswordProblem(password)) return;
    const address = normalizeEmail(email);
    try {
      const { data } = await confirmReset({
        variables: { email: address, code: code.trim(), newPassword: password },
      });
      if (!data?.confirmResetPassword) {
        setServerError(identityMessages.invalidCode);
        return;
      }
      show({ color: 'success', text: formMessages.passwordReset });
      await navigate(flow.login({ email: address }), { replace: true });
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  const resendTo = useResendCode(
    async (address) =>
      (await resendCode({ variables: { email: address } })).data?.resetPassword.email,
  );
  const resend = () => {
    setServerError(undefined);
    return resendTo(email, { onInvalidEmail: () => setSubmitted(true), onError: setServerError });
  };

  return (
    <AuthCard
      title="Set a new password"
      intro={
        emailFromLink
          ? `If an account exists for ${emailFromLink}, we sent it a ${verificationCodeLength}-digit code.`
          : `Enter your email and the ${verificationCodeLength}-digit code we sent to it.`
      }
      branding={branding}
      footer={
        <Link component={RouterLink} to={flow.login()}>
          Back to sign in
        </Link>
      }
    >
      <FormAlert message={serverError} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {!emailFromLink && (
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
              required
              fullWidth
              error={Boolean(emailError)}
              helperText={emailError}
            />
          )}
          <CodeField value={code} onChange={setCode} error={codeError} autoFocus />
          <PasswordField
            label="New password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            policy
            showPolicyError={submitted}
          />
          <Button type="submit" variant="contained" size="medium" disabled={loading} fullWidth>
            {loading ? 'Saving…' : 'Set new password'}
          </Button>
          <Button onClick={resend} disabled={resending} sx={{ alignSelf: 'center' }}>
            {resending ? 'Sending…' : 'Resend code'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
