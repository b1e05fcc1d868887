import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleUser, signedIn } from '../../../test/identity-fixtures.ts';
import { projectServer } from '../../../test/project-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { graphqlError } from '../../../test/test-apollo.ts';
import { sampleWorkspace } from '../../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../../test/workspace-server.ts';
import { PREVIOUS_ROUTE_KEY, SHARED_ACCESS_TOKEN_KEY } from './route-storage.ts';

const onboardingTo = (route: string) => ({ getOnboardingRoute: () => route });
/** One workspace with no projects, for pages that lead to projects. */
const projectsHome = () => ({
  ...workspaceServer({ workspaces: [sampleWorkspace()] }).resolvers,
  ...projectServer([]).resolvers,
  onProjectStatusChanged: () => new Promise(() => {}),
});

describe('route guards in the app', () => {
  afterEach(() => sessionStorage.clear());

  it('sends a signed-out user to sign in and remembers the page asked for', async () => {
    const { router } = renderApp('/status?tab=pulse');
    expect(await screen.findByRole('heading', { name: 'Sign in to Specboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/status?tab=pulse');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('treats unknown paths, the home page and the account as signed-in pages', async () => {
    for (const path of ['/no/such/page', '/', '/account/security']) {
      const view = renderApp(path);
      await screen.findByRole('heading', { name: 'Sign in to Specboard' });
      expect(view.router.state.location.pathname).toBe('/login');
      view.unmount();
    }
  });

  it('carries forcepay to sign in from the payment route', async () => {
    const { router } = renderApp('/payment');
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?forcepay=true',
    );
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/payment');
  });

  it('sends a follow action to sign up', async () => {
    const { router } = renderApp('/status?action=follow');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/status?action=follow');
  });

  it('turns a pre-sign-up failure into sign in with the merged notice and the e-mail', async () => {
    const { router } = renderApp('/#presignup-failed&email=ada%40example.com');
    await screen.findByText('Your accounts have been merged. Please sign in again.');
    expect(router.state.location.search).toBe('?merged=true&email=ada%40example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('keeps an accessToken query value for shared links', async () => {
    renderApp('/status?accessToken=shared-42');
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    expect(sessionStorage.getItem(SHARED_ACCESS_TOKEN_KEY)).toBe('shared-42');
  });

  it('sends a signed-in user on /login to the onboarding route, asked with the stored route', async () => {
    sessionStorage.setItem(PREVIOUS_ROUTE_KEY, '/account/security');
    const { router, server } = renderApp('/login', {
      session: signedIn(),
      resolvers: onboardingTo('/account/security'),
    });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/security');
    const asked = server.requests.find((request) => request.operationName === 'GetOnboardingRoute');
    expect(asked?.variables).toEqual({ input: { storedRoute: '/account/security' } });
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBeNull();
  });

  it("sends a signed-in user on /sign-up to the active workspace's projects", async () => {
    const { router } = renderApp('/sign-up', {
      session: signedIn(),
      resolvers: { ...onboardingTo('/projects'), ...projectsHome() },
    });
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/projects');
  });

  it('sends an incomplete profile to personal info from any other page', async () => {
    const session = signedIn(sampleUser({ location: '', profileComplete: false }));
    const { router } = renderApp('/status', { session });
    expect(await screen.findByRole('form', { name: 'Personal info' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/personal-info');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/status');
  });

  it('leads /account and unknown account sections to personal info', async () => {
    for (const path of ['/account', '/account/billing-details']) {
      const view = renderApp(path, { session: signedIn() });
      expect(await screen.findByRole('form', { name: 'Personal info' })).toBeVisible();
      expect(view.router.state.location.pathname).toBe('/account/personal-info');
      view.unmount();
    }
  });

  // /payment leads to the workspace's payment page (billing's PaymentRoutes.test.tsx).
  it("leads /getFile without a file and /projects to the active workspace's projects", async () => {
    for (const path of ['/getFile', '/projects']) {
      const view = renderApp(path, { session: signedIn(), resolvers: projectsHome() });
      expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible();
      expect(view.router.state.location.pathname).toBe('/workspace/ws-1/projects');
      view.unmount();
    }
  });

  it('restores the session once at start-up, then shows the page', async () => {
    const { router, server } = renderApp('/status', {
      session: { status: 'unknown' },
      resolvers: { refreshSession: () => signedInSession() },
    });
    expect(await screen.findByRole('heading', { name: 'System status' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/status');
    expect(server.requests.filter((r) => r.operationName === 'RefreshSession')).toHaveLength(1);
  });

  it('counts a failed restore as signed out', async () => {
    const { router } = renderApp('/status', {
      session: { status: 'unknown' },
      resolvers: {
        refreshSession: () => graphqlError('Please sign in to continue.', 'UNAUTHENTICATED'),
      },
    });
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends the user to sign in, keeping the page, when the session cannot be refreshed', async () => {
    const { router, server } = renderApp('/account/security', {
      session: signedIn(),
      resolvers: {
        refreshSession: () => graphqlError('Your session has expired.', 'UNAUTHENTICATED'),
      },
    });
    await screen.findByRole('heading', { name: 'Change password' });
    await act(() => server.session.refresh());
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/account/security');
  });

  it('signs out from the account menu and forgets the page', async () => {
    const { server, router } = renderApp('/status', {
      session: signedIn(),
      resolvers: { signOut: () => true },
    });
    await screen.findByRole('heading', { name: 'System status' });
    sessionStorage.setItem(PREVIOUS_ROUTE_KEY, '/somewhere');
    act(() => screen.getByRole('button', { name: 'Account menu' }).click());
    expect(await screen.findByRole('menu')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('menu')).toHaveTextContent('ada@example.com');
    act(() => screen.getByRole('menuitem', { name: 'Sign out' }).click());
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBeNull();
    await waitFor(() => expect(server.requests.map((r) => r.operationName)).toContain('SignOut'));
    expect(server.session.getState()).toEqual({ status: 'signed-out', reason: 'signed-out' });
  });
});

function signedInSession() {
  const state = signedIn();
  if (state.status !== 'signed-in') throw new Error('unreachable');
  return state.session;
}
