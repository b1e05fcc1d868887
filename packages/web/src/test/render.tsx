import type { ApolloClient } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import {
  createApolloSessionApi,
  createSessionManager,
  type SessionManager,
} from '../features/identity/index.ts';
import { createTestServer } from './test-apollo.ts';

/** A test server (createTestServer) or its parts; missing parts are made signed out. */
type RenderOptions = { client?: ApolloClient; session?: SessionManager };

function providersFor(options: RenderOptions) {
  if (!options.client) {
    const server = createTestServer();
    return { client: server.client, session: options.session ?? server.session };
  }
  const { client } = options;
  const session =
    options.session ??
    createSessionManager({
      api: createApolloSessionApi(() => client),
      initialState: { status: 'signed-out', reason: 'none' },
    });
  return { client, session };
}

/** Renders inside the app's providers (theme, Apollo, session, snackbars, confirm, preview). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { client, session } = providersFor(options);
  return render(
    <AppProviders client={client} session={session}>
      {ui}
    </AppProviders>,
  );
}

/** Renders routes in a memory router at `path`, inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string, options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...view, router };
}
