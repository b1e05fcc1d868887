import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../ui/confirm/index.ts';
import { PreviewProvider } from '../ui/preview/index.ts';
import { SnackbarProvider } from '../ui/snackbar/index.ts';
import { theme } from '../ui/theme/theme.ts';

type AppProvidersProps = { client: ApolloClient; children: ReactNode };

/** Theme, data client and the app-wide services (snackbars, confirm dialog, file preview). */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <SnackbarProvider>
          <ConfirmProvider>
            <PreviewProvider>{children}</PreviewProvider>
          </ConfirmProvider>
        </SnackbarProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
