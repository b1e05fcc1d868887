import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findPasswordProblem, messages } from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { useUnsavedChanges } from '../../../app/guards/useUnsavedChanges.ts';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../api-errors.ts';
import { CHANGE_PASSWORD_MUTATION } from '../identity.documents.ts';
import { useSessionManager } from '../session/useSession.ts';
import { FormAlert } from '../sign-in/FormAlert.tsx';
import { PasswordField } from '../sign-in/PasswordField.tsx';

/** Changes the password: the current one, then the new one. */
export function SecurityForm({ email }: { email: string }) {
  const session = useSessionManager();
  const { show } = useSnackbar();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [changePassword, { loading }] = useMutation(CHANGE_PASSWORD_MUTATION);
  useUnsavedChanges(Boolean(currentPassword || newPassword));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (!currentPassword || findPasswordProblem(newPassword)) return;
    try {
      const { data } = await changePassword({ variables: { currentPassword, newPassword } });
      // The server answers with a fresh session (older ones may be ended); carry on with it.
      if (data) session.signIn(data.changePassword);
      setCurrentPassword('');
      setNewPassword('');
      setSubmitted(false);
      show({ color: 'success', text: 'Your password is changed.' });
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="change-password-title">
      <Typography id="change-password-title" variant="h2" sx={{ mb: 2 }}>
        Change password
      </Typography>
      <FormAlert message={serverError} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2}>
        <PasswordField
          label="Current password"
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
          error={submitted && !currentPassword ? messages.requiredValue : undefined}
        />
        <PasswordField
          label="New password"
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
          policy
          showPolicyError={submitted}
        />
        <Box>
          <Button type="submit" variant="contained" size="medium" disabled={loading}>
            {loading ? 'Changing…' : 'Change password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
