import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { createTestServer, sampleStatus } from '../../test/test-apollo.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { appRoutes } from '../routes.tsx';
import { AppShell } from './AppShell.tsx';

/** The shell with pages named as the spec names them, as later features will add them. */
const namedPageRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/login', handle: { name: 'login' }, element: <p>Sign in form</p> },
      { path: '/library', handle: { name: 'project-library' }, element: <p>Project library</p> },
      { path: '/projects', handle: { name: 'projects' }, element: <p>Projects</p> },
    ],
  },
];

/** The app as a signed-in user with a complete profile sees it. */
const asSignedInUser = () => createTestServer(sampleStatus, { session: signedIn() });

describe('application shell', () => {
  it('shows the side navigation on wide screens (1280 px)', async () => {
    setViewportWidth(1280);
    renderRoutes(appRoutes, '/status', asSignedInUser());
    expect(await screen.findByRole('heading', { name: 'System status' })).toBeInTheDocument();
    const sideNav = screen.getByTestId('side-nav');
    expect(sideNav).toHaveAccessibleName('Main');
    // The status page is the operators': reachable by its address, not in everyone's navigation.
    expect(within(sideNav).queryByRole('link', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Specboard');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the bottom navigation on phones (375 px)', async () => {
    setViewportWidth(375);
    renderRoutes(appRoutes, '/status', asSignedInUser());
    expect(await screen.findByRole('heading', { name: 'System status' })).toBeInTheDocument();
    const bottomNav = screen.getByTestId('bottom-nav');
    expect(bottomNav.tagName).toBe('NAV');
    expect(bottomNav).toHaveAccessibleName('Main');
    expect(within(bottomNav).queryByRole('link', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('side-nav')).not.toBeInTheDocument();
  });

  it('switches navigation when the window crosses 992 px', async () => {
    setViewportWidth(1280);
    renderRoutes(appRoutes, '/status', asSignedInUser());
    await screen.findByTestId('side-nav');
    act(() => setViewportWidth(991));
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
    expect(screen.queryByTestId('side-nav')).not.toBeInTheDocument();
    act(() => setViewportWidth(992));
    expect(screen.getByTestId('side-nav')).toBeInTheDocument();
  });

  it('leads / and unknown paths to the workspace', async () => {
    for (const start of ['/', '/no/such/page']) {
      const { router, unmount } = renderRoutes(appRoutes, start, asSignedInUser());
      await waitFor(() => expect(router.state.location.pathname).not.toBe(start));
      expect(router.state.location.pathname).toMatch(/^\/(projects|workspace)/);
      expect(screen.queryByRole('heading', { name: 'System status' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('hides header and navigation on login-related pages', async () => {
    renderRoutes(namedPageRoutes, '/login');
    expect(await screen.findByText('Sign in form')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('hides header and navigation on project-library on wide screens only', async () => {
    setViewportWidth(1280);
    const wide = renderRoutes(namedPageRoutes, '/library');
    expect(await screen.findByText('Project library')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    wide.unmount();

    setViewportWidth(768);
    renderRoutes(namedPageRoutes, '/library');
    expect(await screen.findByText('Project library')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
  });

  it('keeps header and navigation on other pages', async () => {
    renderRoutes(namedPageRoutes, '/projects');
    expect(await screen.findByText('Projects')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByTestId('side-nav')).toBeInTheDocument();
  });
});
