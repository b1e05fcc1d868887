import type { ApolloClient } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { createTestServer } from './test-apollo.ts';

type RenderOptions = { client?: ApolloClient };

/** Renders inside the app's providers (theme, Apollo, snackbars, confirm, preview). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const client = options.client ?? createTestServer().client;
  return render(<AppProviders client={client}>{ui}</AppProviders>);
}

/** Renders routes in a memory router at `path`, inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string, options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...view, router };
}
