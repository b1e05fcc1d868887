import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { identityPaths } from '../identity.paths.ts';
import { useSession } from '../session/useSession.ts';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { SecurityForm } from './SecurityForm.tsx';

/** The sections of the account screen, by their `:field` in the address. */
const sections = [
  { field: 'personal-info', label: 'Personal info' },
  { field: 'security', label: 'Security' },
] as const;

type SectionField = (typeof sections)[number]['field'];

function isSectionField(value: string | undefined): value is SectionField {
  return sections.some((section) => section.field === value);
}

/** /account/{field}: personal info and security; an unknown field shows personal info. */
export function AccountPage() {
  const { field } = useParams();
  const state = useSession();
  if (!isSectionField(field)) return <Navigate to={identityPaths.personalInfo} replace />;
  // The route guard lets only signed-in users here.
  if (state.status !== 'signed-in') return null;
  const { user } = state.session;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Account
      </Typography>
      <Tabs
        role="navigation"
        aria-label="Account sections"
        value={field}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section) => (
          <Tab
            key={section.field}
            value={section.field}
            label={section.label}
            component={RouterLink}
            to={`${identityPaths.account}/${section.field}`}
            aria-current={section.field === field ? 'page' : undefined}
          />
        ))}
      </Tabs>
      {/* Keyed by user, so a session change never shows another user's values. */}
      {field === 'personal-info' ? (
        <PersonalInfoForm key={user.id} user={user} />
      ) : (
        <SecurityForm key={user.id} email={user.email} />
      )}
    </Box>
  );
}
