import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { projectsRoute, sharingMessages } from '@specboard/domain';
import { type ReactNode, Suspense } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../ui/loading/PageLoading.tsx';
import { identityPaths, storePreviousRoute, useSession } from '../identity/index.ts';
import { projectsPath } from '../projects/index.ts';
import { ReadOnlySchedule } from '../schedule/index.ts';
import { WORKSPACE_ID_QUERY } from '../workspaces/index.ts';
import { SharedProjectHeader } from './SharedProjectHeader.tsx';
import { useSharedLinkToken } from './useSharedLinkToken.ts';
import { useSharedProject } from './useSharedProject.ts';

/**
 * /shared-project/{id}?workspaceId=…&accessToken=… (route name 'shared-project'): a project read
 * through its shared link, by anyone, signed in or not. The schedule is live and read-only; when
 * the link is turned off or reset, the page says so at once.
 */
export function SharedProjectPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const workspaceId = searchParams.get(WORKSPACE_ID_QUERY) ?? '';
  const { token, ready } = useSharedLinkToken();
  // Nothing is asked before the Apollo links carry the token.
  if (!ready) return <PageLoading label="Opening the shared project" />;
  return <SharedProjectContent id={id} workspaceId={workspaceId} token={token} />;
}

type ContentProps = { id: string; workspaceId: string; token: string | undefined };

function SharedProjectContent({ id, workspaceId, token }: ContentProps) {
  const { state, retry } = useSharedProject({ id, workspaceId, token });
  const signedIn = useSession().status === 'signed-in';
  const project = state.kind === 'ready' ? state.project : null;
  const location = useLocation();
  // Where the link leads once signed in: back here, or for members, the project in the app (for
  // others it answers not found, which is the truth).
  let action: ReactNode = null;
  if (state.kind !== 'off' && signedIn) {
    action = (
      <Button
        component={RouterLink}
        to={`${projectsPath(workspaceId)}/${encodeURIComponent(id)}`}
        size="small"
        sx={{ flexShrink: 0 }}
      >
        Open in Specboard
      </Button>
    );
  } else if (state.kind !== 'off') {
    action = <SignInButton returnTo={`${location.pathname}${location.search}`} size="small" />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SharedProjectHeader title={project?.title ?? null} action={action} />
      <Box sx={{ p: { xs: 1.5, sm: 3 }, flex: 1, minWidth: 0 }}>
        {state.kind === 'loading' && <PageLoading label="Loading the shared project" />}
        {state.kind === 'off' && <SharedLinkOff signedIn={signedIn} />}
        {state.kind === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Try again
              </Button>
            }
          >
            The shared project could not be opened: {state.message}
          </Alert>
        )}
        {project && (
          <Suspense fallback={<PageLoading label="Loading the schedule" />}>
            <ReadOnlySchedule
              projectKey={{ projectId: project.id, workspaceId }}
              exportAbility={project.viewerCan.export}
            />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}

/** The link was turned off, reset, or never was: one message for all, and a way in. */
function SharedLinkOff({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack
      spacing={2}
      sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 4, sm: 8 }, textAlign: 'center' }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {sharingMessages.sharedLinkOff}
      </Typography>
      <Typography color="text.secondary">
        Ask the person who sent it for a new link, or sign in to open the projects shared with you.
      </Typography>
      {signedIn ? (
        <Button
          component={RouterLink}
          to={projectsRoute}
          variant="contained"
          sx={{ alignSelf: 'center' }}
        >
          Go to your projects
        </Button>
      ) : (
        // Not back to a link that no longer opens.
        <SignInButton returnTo={projectsRoute} sx={{ alignSelf: 'center' }} />
      )}
    </Stack>
  );
}

type SignInButtonProps = { returnTo: string } & Pick<ButtonProps, 'size' | 'sx'>;

/** Sign in, coming back to `returnTo` afterwards. */
function SignInButton({ returnTo, ...props }: SignInButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={identityPaths.login}
      onClick={() => storePreviousRoute(returnTo)}
      variant="contained"
      {...props}
    >
      Sign in
    </Button>
  );
}
