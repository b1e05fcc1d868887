import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isProfileComplete, messages, requiredProfileFields } from '@specboard/domain';
import { type FormEvent, useState } from 'react';
import { useUnsavedChanges } from '../../../app/guards/useUnsavedChanges.ts';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../api-errors.ts';
import { useGoToOnboardingRoute } from '../guards/useGoToOnboardingRoute.ts';
import { UPDATE_USER_PROFILE_MUTATION } from '../identity.documents.ts';
import type { UserProfile } from '../identity.types.ts';
import { useSessionManager } from '../session/useSession.ts';
import { FormAlert } from '../sign-in/FormAlert.tsx';
import { profileFieldLabels, projectTeamRoles } from './project-team-roles.ts';

type ProfileValues = Record<keyof typeof profileFieldLabels, string>;
type ProfileField = keyof ProfileValues;

const editableFields: ProfileField[] = ['name', 'company', 'job_title', 'location'];

function valuesOf(user: UserProfile): ProfileValues {
  return {
    name: user.name ?? '',
    company: user.company ?? '',
    job_title: user.job_title ?? '',
    location: user.location ?? '',
    projectTeamRole: user.projectTeamRole ?? '',
  };
}

const isRequired = (field: ProfileField) =>
  (requiredProfileFields as readonly string[]).includes(field);

const autoCompleteOf: Partial<Record<ProfileField, string>> = {
  name: 'name',
  company: 'organization',
  job_title: 'organization-title',
  location: 'address-level2',
};

/** Joins labels as 'a, b and c'. */
function listOf(labels: string[]): string {
  return labels.length <= 1
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** Name, company, job title, location and project team role; the e-mail shown read-only. */
export function PersonalInfoForm({ user }: { user: UserProfile }) {
  const session = useSessionManager();
  const { show } = useSnackbar();
  const goToOnboardingRoute = useGoToOnboardingRoute();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [updateProfile, { loading }] = useMutation(UPDATE_USER_PROFILE_MUTATION);

  const saved = valuesOf(user);
  const dirty = (Object.keys(saved) as ProfileField[]).some(
    (field) => values[field].trim() !== saved[field].trim(),
  );
  useUnsavedChanges(dirty);

  const complete = isProfileComplete(user);
  const missing = requiredProfileFields.filter((field) => !values[field].trim());
  const errorOf = (field: ProfileField) =>
    submitted && isRequired(field) && !values[field].trim() ? messages.requiredValue : undefined;
  const roles: string[] = [...projectTeamRoles];
  if (saved.projectTeamRole && !roles.includes(saved.projectTeamRole)) {
    roles.push(saved.projectTeamRole);
  }

  const set = (field: ProfileField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    if (missing.length > 0) return;
    const trimmed = (field: ProfileField) => values[field].trim() || null;
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            name: trimmed('name'),
            company: trimmed('company'),
            job_title: trimmed('job_title'),
            location: trimmed('location'),
            projectTeamRole: trimmed('projectTeamRole'),
          },
        },
      });
      if (!data) return;
      const updated = data.updateUserProfile;
      setValues(valuesOf(updated));
      session.updateUser(updated);
      setSubmitted(false);
      show({ color: 'success', text: 'Your profile is saved.' });
      // A profile just completed lets the user on to where they were going.
      if (!complete && isProfileComplete(updated)) await goToOnboardingRoute();
    } catch (error) {
      setServerError(readApiError(error).message);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Personal info">
      {!complete && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Complete your profile to start using Specboard:{' '}
          {listOf(requiredProfileFields.map((field) => profileFieldLabels[field].toLowerCase()))}{' '}
          are required.
        </Alert>
      )}
      <FormAlert message={serverError} />
      <Stack spacing={2}>
        {editableFields.map((field) => (
          <TextField
            key={field}
            label={profileFieldLabels[field]}
            value={values[field]}
            onChange={(event) => set(field)(event.target.value)}
            autoComplete={autoCompleteOf[field]}
            required={isRequired(field)}
            fullWidth
            error={Boolean(errorOf(field))}
            helperText={errorOf(field)}
          />
        ))}
        <TextField
          select
          label={profileFieldLabels.projectTeamRole}
          value={values.projectTeamRole}
          onChange={(event) => set('projectTeamRole')(event.target.value)}
          required={isRequired('projectTeamRole')}
          fullWidth
          error={Boolean(errorOf('projectTeamRole'))}
          helperText={errorOf('projectTeamRole')}
        >
          {roles.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Email"
          value={user.email}
          fullWidth
          helperText="The address you sign in with."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="medium" disabled={loading || !dirty}>
            {loading ? 'Saving…' : 'Save'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
