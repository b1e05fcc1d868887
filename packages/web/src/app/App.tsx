import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import { createApolloClient } from './apollo/createApolloClient.ts';
import { LiveConnectivityMonitor } from './connectivity/LiveConnectivityMonitor.tsx';
import { createAppRouter } from './router.ts';

const { client } = createApolloClient();
const router = createAppRouter();

/** The whole application. */
export function App() {
  return (
    <AppProviders client={client}>
      <LiveConnectivityMonitor />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
