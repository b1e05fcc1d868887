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
  messages,
  normalizeEmail,
} from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { readApiError } from '../api-errors.ts';
import { SIGN_UP_MUTATION } from '../identity.documents.ts';
import { identityPaths, withQuery } from '../identity.paths.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormAlert } from './FormAlert.tsx';
import { PasswordField } from './PasswordField.tsx';

/** Create an account; a six-digit code goes to the e-mail (route name 'sign-up'). */
export function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [signUp, { loading }] = useMutation(SIGN_UP_MUTATION);

  const nameError = submitted && !name.trim() ? messages.requiredValue : undefined;
  const emailError = submitted && !isValidEmail(email) ? identityMessages.invalidEmail : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!name.trim() || !isValidEmail(email) || findPasswordProblem(password)) return;
    try {
      const { data } = await signUp({
        variables: { email: normalizeEmail(email), password, name: name.trim() },
      });
      const sentTo = data?.signUp.email ?? normalizeEmail(email);
      await navigate(withQuery(identityPaths.confirmSignUp, { email: sentTo }));
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already have an account?{' '}
          <Link
            component={RouterLink}
            to={withQuery(identityPaths.login, { forcepay: params.get('forcepay') })}
          >
            Sign in
          </Link>
        </>
      }
    >
      <FormAlert message={serverError} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label="Full name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            autoFocus
            required
            fullWidth
            error={Boolean(nameError)}
            helperText={nameError}
          />
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
          <PasswordField
            label="Password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            policy
            showPolicyError={submitted}
          />
          <Button type="submit" variant="contained" size="medium" disabled={loading} fullWidth>
            {loading ? 'Creating account…' : 'Create account'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
