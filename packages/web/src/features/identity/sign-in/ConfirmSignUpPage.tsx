import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  identityMessages,
  isValidEmail,
  isWellFormedCode,
  normalizeEmail,
  verificationCodeLength,
} from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../api-errors.ts';
import { RESEND_SIGN_UP_CODE_MUTATION, VERIFY_EMAIL_MUTATION } from '../identity.documents.ts';
import { identityPaths, withQuery } from '../identity.paths.ts';
import { AuthCard } from './AuthCard.tsx';
import { CodeField } from './CodeField.tsx';
import { FormAlert } from './FormAlert.tsx';
import { formMessages } from './form-messages.ts';
import { useResendCode } from './useResendCode.ts';

/** Confirms the e-mail with the six-digit code sent at sign-up (route name 'confirm-sign-up'). */
export function ConfirmSignUpPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const emailFromLink = params.get('email') ?? '';
  const [email, setEmail] = useState(emailFromLink);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [verifyEmail, { loading: verifying }] = useMutation(VERIFY_EMAIL_MUTATION);
  const [resendCode, { loading: resending }] = useMutation(RESEND_SIGN_UP_CODE_MUTATION);

  const cameFromLogin = (location.state as { notConfirmed?: boolean } | null)?.notConfirmed;
  const emailError = submitted && !isValidEmail(email) ? identityMessages.invalidEmail : undefined;
  const codeError = submitted && !isWellFormedCode(code) ? formMessages.codeMalformed : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!isValidEmail(email) || !isWellFormedCode(code)) return;
    const address = normalizeEmail(email);
    try {
      const { data } = await verifyEmail({ variables: { email: address, code: code.trim() } });
      if (!data?.verifyEmail) {
        setServerError(identityMessages.invalidCode);
        return;
      }
      show({ color: 'success', text: formMessages.emailConfirmed });
      await navigate(withQuery(identityPaths.login, { email: address }), { replace: true });
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  const resendTo = useResendCode(
    async (address) =>
      (await resendCode({ variables: { email: address } })).data?.resendSignUpCode.email,
  );
  const resend = () => {
    setServerError(undefined);
    return resendTo(email, { onInvalidEmail: () => setSubmitted(true), onError: setServerError });
  };

  return (
    <AuthCard
      title="Confirm your email"
      intro={
        emailFromLink
          ? `We sent a ${verificationCodeLength}-digit code to ${emailFromLink}. Enter it below.`
          : `Enter your email and the ${verificationCodeLength}-digit code we sent to it.`
      }
      footer={
        <Link component={RouterLink} to={identityPaths.login}>
          Back to sign in
        </Link>
      }
    >
      <FormAlert
        message={cameFromLogin ? formMessages.notConfirmedYet : undefined}
        severity="info"
      />
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
          <Button type="submit" variant="contained" size="medium" disabled={verifying} fullWidth>
            {verifying ? 'Confirming…' : 'Confirm'}
          </Button>
          <Button onClick={resend} disabled={resending} sx={{ alignSelf: 'center' }}>
            {resending ? 'Sending…' : 'Resend code'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
