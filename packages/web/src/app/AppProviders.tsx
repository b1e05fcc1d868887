import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ExpiredFileLinks } from '../features/files/index.ts';
import { SessionContext, type SessionManager } from '../features/identity/index.ts';
import { ConfirmProvider } from '../ui/confirm/index.ts';
import { PreviewProvider } from '../ui/preview/index.ts';
import { SnackbarProvider } from '../ui/snackbar/index.ts';
import { theme } from '../ui/theme/theme.ts';

type AppProvidersProps = { client: ApolloClient; session: SessionManager; children: ReactNode };

/** Theme, data client, session and the app-wide services (snackbars, confirm, file preview). */
export function AppProviders({ client, session, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <ExpiredFileLinks />
        <SessionContext.Provider value={session}>
          <SnackbarProvider>
            <ConfirmProvider>
              <PreviewProvider>{children}</PreviewProvider>
            </ConfirmProvider>
          </SnackbarProvider>
        </SessionContext.Provider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
