import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSession, signedIn } from '../../../test/identity-fixtures.ts';
import { projectServer } from '../../../test/project-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { type FieldResolver, graphqlError } from '../../../test/test-apollo.ts';
import { sampleWorkspace } from '../../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../../test/workspace-server.ts';
import { PREVIOUS_ROUTE_KEY, WHITE_LABEL_WORKSPACE_KEY } from '../guards/route-storage.ts';
import type { WorkspaceBranding } from '../identity.types.ts';

const lumen = (overrides: Partial<WorkspaceBranding> = {}) => ({
  __typename: 'WorkspaceBranding',
  id: 'ws-1',
  name: 'Lumen Partners',
  logo: {
    __typename: 'ProfileImage',
    url: 'https://cdn.example/lumen.png',
    thumbnails: { __typename: 'Thumbnails', medium: 'https://cdn.example/lumen-medium.png' },
  },
  ...overrides,
});

/** getWorkspaceBranding as the server answers it: the branding of ws-1, null for any other id. */
const brandingOf =
  (branding = lumen()): FieldResolver =>
  ({ workspaceId }) =>
    workspaceId === branding.id ? branding : null;

const signedInResult = () => ({
  __typename: 'SignInResult',
  session: sampleSession(),
  challenge: null,
  challengeToken: null,
});

const codeSent: FieldResolver = ({ email }) => ({
  __typename: 'CodeSent',
  email,
  codeExpiresInSeconds: 900,
});

const here = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

describe('white-label sign-in pages', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the workspace name and logo (medium thumbnail) from the server', async () => {
    const { server } = renderApp('/white-label?workspaceId=ws-1', {
      resolvers: { getWorkspaceBranding: brandingOf() },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to Lumen Partners' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Lumen Partners logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/lumen-medium.png',
    );
    expect(screen.getByText('Lumen Partners', { selector: 'p' })).toBeVisible();
    expect(screen.queryByText('Specboard')).not.toBeInTheDocument();
    // The same form as /login, without the header.
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(
      server.requests.find((r) => r.operationName === 'GetWorkspaceBranding')?.variables,
    ).toEqual({ workspaceId: 'ws-1' });
  });

  it('shows the original logo without a medium thumbnail, and initials without a logo', async () => {
    const withoutThumbnail = lumen({
      logo: { url: 'https://cdn.example/lumen.png', thumbnails: { medium: null } },
    });
    const first = renderApp('/white-label?workspaceId=ws-1', {
      resolvers: { getWorkspaceBranding: brandingOf(withoutThumbnail) },
    });
    expect(await screen.findByRole('img', { name: 'Lumen Partners logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/lumen.png',
    );
    first.unmount();

    renderApp('/white-label?workspaceId=ws-1', {
      resolvers: { getWorkspaceBranding: brandingOf(lumen({ logo: null })) },
    });
    await screen.findByRole('heading', { name: 'Sign in to Lumen Partners' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('LP')).toBeInTheDocument();
  });

  it('falls back to the ordinary page for an unknown or missing workspace', async () => {
    const unknown = renderApp('/white-label?workspaceId=ws-gone&email=ada%40example.com', {
      resolvers: { getWorkspaceBranding: brandingOf() },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to Specboard' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password?email=ada%40example.com',
    );
    expect(unknown.router.state.location.pathname).toBe('/white-label');
    unknown.unmount();

    const missing = renderApp('/white-label-forgot', {
      resolvers: { getWorkspaceBranding: brandingOf() },
    });
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(screen.getByText('Specboard')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(missing.server.requests.map((r) => r.operationName)).not.toContain(
      'GetWorkspaceBranding',
    );
  });

  it('falls back to the ordinary page when the branding cannot be read', async () => {
    renderApp('/white-label?workspaceId=ws-1', {
      resolvers: {
        getWorkspaceBranding: () => {
          throw new Error('offline');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to Specboard' })).toBeVisible();
  });

  it('keeps the workspace and e-mail through forgot password, reset and back to sign in', async () => {
    const { router, server } = renderApp('/white-label?workspaceId=ws-1&email=ada%40example.com', {
      resolvers: {
        getWorkspaceBranding: brandingOf(),
        resetPassword: codeSent,
        confirmResetPassword: () => true,
      },
    });
    const user = userEvent.setup();
    const forgot = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute(
      'href',
      '/white-label-forgot?workspaceId=ws-1&email=ada%40example.com',
    );
    await user.click(forgot);

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Lumen Partners logo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/white-label?workspaceId=ws-1&email=ada%40example.com',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeVisible();
    expect(here(router)).toBe('/white-label-reset?workspaceId=ws-1&email=ada%40example.com');
    expect(screen.getByRole('img', { name: 'Lumen Partners logo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/white-label?workspaceId=ws-1',
    );
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '551204');
    await user.type(screen.getByLabelText(/^New password/), 'new secret 5');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Lumen Partners' })).toBeVisible();
    expect(here(router)).toBe('/white-label?workspaceId=ws-1&email=ada%40example.com');
    expect(screen.getByText('Your password has been reset. Please sign in.')).toBeVisible();
    expect(
      server.requests.find((r) => r.operationName === 'ConfirmResetPassword')?.variables,
    ).toEqual({ email: 'ada@example.com', code: '551204', newPassword: 'new secret 5' });
    // The branding was asked for once and then read from the cache.
    expect(server.requests.filter((r) => r.operationName === 'GetWorkspaceBranding')).toHaveLength(
      1,
    );
  });

  it('lands on personal info after signing in, and signs out back to the white-label page', async () => {
    sessionStorage.setItem(PREVIOUS_ROUTE_KEY, '/account/security');
    const { router, server } = renderApp('/white-label?workspaceId=ws-1', {
      resolvers: {
        getWorkspaceBranding: brandingOf(),
        signIn: () => signedInResult(),
        getOnboardingRoute: () => '/account/security',
        signOut: () => true,
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Sign in to Lumen Partners' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse 1');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('form', { name: 'Personal info' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/personal-info');
    expect(sessionStorage.getItem(WHITE_LABEL_WORKSPACE_KEY)).toBe('ws-1');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBeNull();
    expect(server.requests.map((r) => r.operationName)).not.toContain('GetOnboardingRoute');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Lumen Partners' })).toBeVisible();
    expect(here(router)).toBe('/white-label?workspaceId=ws-1');
    expect(server.session.getState()).toEqual({ status: 'signed-out', reason: 'signed-out' });
  });

  it('forgets the white-label workspace when the next sign-in is on /login', async () => {
    sessionStorage.setItem(WHITE_LABEL_WORKSPACE_KEY, 'ws-1');
    const { router } = renderApp('/login', {
      resolvers: {
        signIn: () => signedInResult(),
        getOnboardingRoute: () => '/projects',
        signOut: () => true,
        ...workspaceServer({ workspaces: [sampleWorkspace()] }).resolvers,
        ...projectServer([]).resolvers,
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse 1');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible();
    expect(sessionStorage.getItem(WHITE_LABEL_WORKSPACE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user of a white-label session to personal info from a sign-in page', async () => {
    sessionStorage.setItem(WHITE_LABEL_WORKSPACE_KEY, 'ws-1');
    const { router } = renderApp('/login', { session: signedIn() });
    expect(await screen.findByRole('form', { name: 'Personal info' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/personal-info');
  });

  it('sends an expired white-label session back to its page, keeping where the user was', async () => {
    sessionStorage.setItem(WHITE_LABEL_WORKSPACE_KEY, 'ws-1');
    const { router, server } = renderApp('/status', {
      session: signedIn(),
      resolvers: {
        getWorkspaceBranding: brandingOf(),
        refreshSession: () => graphqlError('Your session has expired.', 'UNAUTHENTICATED'),
      },
    });
    await screen.findByRole('heading', { name: 'System status' });
    await act(() => server.session.refresh());
    expect(await screen.findByRole('heading', { name: 'Sign in to Lumen Partners' })).toBeVisible();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(here(router)).toBe('/white-label?workspaceId=ws-1');
    expect(sessionStorage.getItem(PREVIOUS_ROUTE_KEY)).toBe('/status');
  });
});
