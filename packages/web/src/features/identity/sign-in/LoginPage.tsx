import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { identityMessages, isValidEmail, messages, normalizeEmail } from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { readApiError } from '../api-errors.ts';
import { storeWhiteLabelWorkspace } from '../guards/route-storage.ts';
import { SIGN_IN_MUTATION } from '../identity.documents.ts';
import { identityPaths, withQuery } from '../identity.paths.ts';
import type { WorkspaceBranding } from '../identity.types.ts';
import { useSession, useSessionManager } from '../session/useSession.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from './FormAlert.tsx';
import { formMessages } from './form-messages.ts';
import { PasswordField } from './PasswordField.tsx';
import { signInFlow } from './sign-in-flow.ts';

/** State handed to /complete-new-password: kept in history state, never in the address. */
export type NewPasswordChallengeState = { challengeToken: string; email: string };

/** A sign-in page's props: the workspace a white-label page is branded with, when known. */
export type BrandedPageProps = { branding?: WorkspaceBranding };

/**
 * Sign in with e-mail and password (route name 'login'; branded with a workspace, the
 * 'white-label' page).
 */
export function LoginPage({ branding }: BrandedPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSessionManager();
  const state = useSession();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [signIn, { loading }] = useMutation(SIGN_IN_MUTATION);
  const flow = signInFlow(branding);

  const emailError = submitted && !isValidEmail(email) ? identityMessages.invalidEmail : undefined;
  const passwordError = submitted && !password ? messages.requiredValue : undefined;
  const notice =
    params.get('merged') === 'true'
      ? formMessages.accountsMerged
      : state.status === 'signed-out' && state.reason === 'expired'
        ? identityMessages.sessionExpired
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!isValidEmail(email) || !password) return;
    const address = normalizeEmail(email);
    try {
      const { data } = await signIn({ variables: { email: address, password } });
      const result = data?.signIn;
      // Remembered for this tab's session (sign-out leads back here), forgotten on /login.
      if (result?.session || result?.challenge) storeWhiteLabelWorkspace(branding?.id);
      if (result?.session) {
        // The route guard takes it from here: a signed-in user on /login goes to onboarding.
        session.signIn(result.session);
      } else if (result?.challenge === 'NEW_PASSWORD_REQUIRED' && result.challengeToken) {
        const challenge: NewPasswordChallengeState = {
          challengeToken: result.challengeToken,
          email: address,
        };
        await navigate(identityPaths.completeNewPassword, { state: challenge });
      }
    } catch (error) {
      const { code, message } = readApiError(error);
      if (code === 'USER_NOT_CONFIRMED') {
        await navigate(withQuery(identityPaths.confirmSignUp, { email: address }), {
          state: { notConfirmed: true },
        });
        return;
      }
      setServerError(message);
    }
  };

  return (
    <AuthCard
      title={`Sign in to ${branding?.name ?? 'Specboard'}`}
      branding={branding}
      footer={
        <>
          {branding ? 'New here?' : 'New to Specboard?'}{' '}
          <Link
            component={RouterLink}
            to={withQuery(identityPaths.signUp, {
              forcepay: params.get('forcepay'),
              email: params.get('email'),
            })}
          >
            Create an account
          </Link>
        </>
      }
    >
      <FormAlert message={notice} severity="info" />
      <FormAlert message={serverError} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            autoFocus={!email}
            required
            fullWidth
            error={Boolean(emailError)}
            helperText={emailError}
          />
          <PasswordField
            label="Password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            autoFocus={Boolean(email)}
            error={passwordError}
          />
          <Link
            component={RouterLink}
            to={flow.resetPassword({ email: email.trim() })}
            sx={{ alignSelf: 'flex-start' }}
          >
            Forgot password?
          </Link>
          <Button type="submit" variant="contained" size="medium" disabled={loading} fullWidth>
            {loading ? 'Signing in…' : 'Sign in'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
