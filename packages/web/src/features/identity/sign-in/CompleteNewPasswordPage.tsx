import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { findPasswordProblem } from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { readApiError } from '../api-errors.ts';
import { COMPLETE_NEW_PASSWORD_MUTATION } from '../identity.documents.ts';
import { identityPaths } from '../identity.paths.ts';
import { useSessionManager } from '../session/useSession.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from './FormAlert.tsx';
import { formMessages } from './form-messages.ts';
import type { NewPasswordChallengeState } from './LoginPage.tsx';
import { PasswordField } from './PasswordField.tsx';

function readChallenge(state: unknown): NewPasswordChallengeState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { challengeToken, email } = state as Partial<NewPasswordChallengeState>;
  return typeof challengeToken === 'string' && challengeToken
    ? { challengeToken, email: typeof email === 'string' ? email : '' }
    : undefined;
}

/**
 * Sets a first password for an account an invitation created with a temporary one (route name
 * 'complete-new-password'). The challenge token lives in history state only: reloading keeps
 * it, a copied address does not carry it.
 */
export function CompleteNewPasswordPage() {
  const location = useLocation();
  const session = useSessionManager();
  const challenge = readChallenge(location.state);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [completeNewPassword, { loading }] = useMutation(COMPLETE_NEW_PASSWORD_MUTATION);

  if (!challenge) {
    return (
      <AuthCard title="Set a new password">
        <FormAlert message={formMessages.challengeMissing} severity="info" />
        <Button
          component={RouterLink}
          to={identityPaths.login}
          variant="contained"
          size="medium"
          fullWidth
        >
          Go to sign in
        </Button>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (findPasswordProblem(password)) return;
    try {
      const { data } = await completeNewPassword({
        variables: { challengeToken: challenge.challengeToken, newPassword: password },
      });
      // Signed in: the route guard sends the user to the onboarding route.
      if (data) session.signIn(data.completeNewPassword);
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  return (
    <AuthCard
      title="Set a new password"
      intro={
        challenge.email
          ? `Your account ${challenge.email} needs a new password before you continue.`
          : 'Your account needs a new password before you continue.'
      }
      footer={
        <Link component={RouterLink} to={identityPaths.login}>
          Back to sign in
        </Link>
      }
    >
      <FormAlert message={serverError} />
      <Box component="form" noValidate onSubmit={submit}>
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="email"
          name="email"
          autoComplete="username"
          value={challenge.email}
          readOnly
          hidden
        />
        <Stack spacing={2}>
          <PasswordField
            label="New password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            policy
            showPolicyError={submitted}
            autoFocus
          />
          <Button type="submit" variant="contained" size="medium" disabled={loading} fullWidth>
            {loading ? 'Saving…' : 'Set password and sign in'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
