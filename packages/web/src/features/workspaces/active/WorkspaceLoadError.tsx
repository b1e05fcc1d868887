import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { readApiError } from '../../identity/index.ts';
import { useActiveWorkspace } from './useActiveWorkspace.ts';

/** The workspace list could not be loaded: the reason and a retry. */
export function WorkspaceLoadError() {
  const { error, refetch } = useActiveWorkspace();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {readApiError(error).message}
      </Alert>
    </Box>
  );
}
