import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages } from '@specboard/domain';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { ChunkLoadError } from './lazyRoute.ts';

function reloadPage() {
  window.location.reload();
}

/** The route error element: a missing page, a page whose code could not load, or a crash. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const couldNotLoad = error instanceof ChunkLoadError;
  if (!couldNotLoad) console.error(error);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={reloadPage}>
            Reload
          </Button>
        }
      >
        <AlertTitle component="h1">
          {couldNotLoad ? 'This page could not load' : messages.somethingWentWrong}
        </AlertTitle>
        {couldNotLoad
          ? 'Check your internet connection, then reload the page.'
          : 'Reload the page to try again.'}
      </Alert>
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        Go to the home page
      </Button>
    </Box>
  );
}
