import { RouterProvider } from 'react-router/dom';
import { SessionGate } from '../features/identity/index.ts';
import { AppProviders } from './AppProviders.tsx';
import { createApolloClient } from './apollo/createApolloClient.ts';
import { LiveConnectivityMonitor } from './connectivity/LiveConnectivityMonitor.tsx';
import { InitialLoadingPage } from './pages/InitialLoadingPage.tsx';
import { createAppRouter } from './router.ts';

const { client, session } = createApolloClient();
// The access token lives in memory only: a new page asks the refresh cookie for a session.
void session.restore();
const router = createAppRouter();

/** The whole application. */
export function App() {
  return (
    <AppProviders client={client} session={session}>
      <LiveConnectivityMonitor />
      <SessionGate fallback={<InitialLoadingPage />}>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>
  );
}
