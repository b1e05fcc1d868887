import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { procoreMessages } from '@specboard/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CONNECT_PROCORE_MUTATION } from './procore.documents.ts';
import { announceProcoreConnected } from './procore-connected.ts';

/**
 * Where Procore's sign-in returns, in the window the "Connect" button opened: the code and state
 * go to the server as the person signed in here, who must be the one who asked. The dialog that
 * opened this window is told, and reads the accounts again.
 */
export function ProcoreCallbackPage() {
  const [params] = useSearchParams();
  const [connect, { data, error }] = useMutation(CONNECT_PROCORE_MUTATION);
  const sent = useRef(false);
  const state = params.get('state') ?? '';

  useEffect(() => {
    // Once: a code is good for one exchange.
    if (sent.current) return;
    sent.current = true;
    void connect({
      variables: { code: params.get('code'), state, error: params.get('error') },
    })
      .then((result) => {
        if (result.data?.connectProcoreAccount) announceProcoreConnected();
      })
      .catch(() => {});
  }, [connect, params, state]);

  const account = data?.connectProcoreAccount;
  const failure = error?.message;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {account
          ? procoreMessages.connectedTitle
          : failure
            ? procoreMessages.notConnectedTitle
            : procoreMessages.connecting}
      </Typography>
      {account && (
        <Stack spacing={1}>
          <Alert severity="success">{procoreMessages.connected}</Alert>
          <Typography color="text.secondary">
            {account.name} ({account.login})
          </Typography>
        </Stack>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      {!account && !failure && <CircularProgress aria-label={procoreMessages.connecting} />}
    </Box>
  );
}
