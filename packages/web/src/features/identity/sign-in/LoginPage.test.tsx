import { identityMessages } from '@specboard/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSession } from '../../../test/identity-fixtures.ts';
import { projectServer } from '../../../test/project-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { type FieldResolver, graphqlError } from '../../../test/test-apollo.ts';
import { sampleWorkspace } from '../../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../../test/workspace-server.ts';
import { PREVIOUS_ROUTE_KEY } from '../guards/route-storage.ts';

const signedInResult = (token = 'access-1') => ({
  __typename: 'SignInResult',
  session: sampleSession(undefined, token),
  challenge: null,
  challengeToken: null,
});

const challengeResult = (challengeToken: string) => ({
  __typename: 'SignInResult',
  session: null,
  challenge: 'NEW_PASSWORD_REQUIRED',
  challengeToken,
});

/** Onboarding leads to /projects, the active workspace's projects (none yet). */
const onboarding: Record<string, FieldResolver> = {
  getOnboardingRoute: ({ input }) => input.storedRoute ?? '/projects',
  ...workspaceServer({ workspaces: [sampleWorkspace()] }).resolvers,
  ...projectServer([]).resolvers,
  onProjectStatusChanged: () => new Promise(() => {}),
};

async function signIn(email = 'Ada@Example.com ', password = 'correct horse 1') {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign in to Specboard' });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.keyboard('{Enter}');
  return user;
}

describe('sign in', () => {
  afterEach(() => sessionStorage.clear());

  it('signs in on Enter and goes to the stored route', async () => {
    sessionStorage.setItem(PREVIOUS_ROUTE_KEY, '/account/security');
    const { router, server } = renderApp('/login', {
      resolvers: { signIn: () => signedInResult(), ...onboarding },
    });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/security');
    const request = server.requests.find((r) => r.operationName === 'SignIn');
    expect(request?.variables).toEqual({ email: 'ada@example.com', password: 'correct horse 1' });
    expect(server.session.getAccessToken()).toBe('access-1');
    // The header is back, with the account menu.
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('AL');
  });

  it("goes to the active workspace's projects without a stored route", async () => {
    const { router } = renderApp('/login', {
      resolvers: { signIn: () => signedInResult(), ...onboarding },
    });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace/ws-1/projects');
  });

  it('shows the server message verbatim on a wrong password', async () => {
    renderApp('/login', {
      resolvers: {
        signIn: () => graphqlError(identityMessages.incorrectCredentials, 'INCORRECT_CREDENTIALS'),
      },
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the wait after too many attempts', async () => {
    renderApp('/login', {
      resolvers: {
        signIn: () =>
          graphqlError(identityMessages.tooManyAttempts(120), 'TOO_MANY_ATTEMPTS', {
            retryAfterSeconds: 120,
          }),
      },
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 2 minutes.',
    );
  });

  it('disables the button while signing in', async () => {
    let answer!: (result: ReturnType<typeof signedInResult>) => void;
    renderApp('/login', {
      resolvers: {
        signIn: () => new Promise((resolve) => (answer = resolve)),
        ...onboarding,
      },
    });
    await signIn();
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer(signedInResult());
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible();
  });

  it('sends an unconfirmed user to confirm the e-mail', async () => {
    const { router } = renderApp('/login', {
      resolvers: {
        signIn: () => graphqlError(identityMessages.userNotConfirmed, 'USER_NOT_CONFIRMED'),
      },
    });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/confirm-sign-up?email=ada%40example.com',
    );
    expect(screen.getByText(/Your email is not confirmed yet/)).toBeVisible();
    expect(screen.getByText(/We sent a 6-digit code to ada@example.com/)).toBeVisible();
  });

  it('checks the e-mail and password before asking the server', async () => {
    const { server } = renderApp('/login');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(identityMessages.invalidEmail)).toBeVisible();
    expect(screen.getByText('Please enter required value')).toBeVisible();
    expect(server.requests.map((r) => r.operationName)).not.toContain('SignIn');
  });

  it('prefills the e-mail from the address and links to sign-up and password reset', async () => {
    renderApp('/login?email=ada%40example.com');
    await screen.findByRole('heading', { name: 'Sign in to Specboard' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?email=ada%40example.com',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password?email=ada%40example.com',
    );
  });
});

describe('new password required at sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('asks for a new password, then signs in with it', async () => {
    const { router, server } = renderApp('/login', {
      resolvers: {
        signIn: () => challengeResult('challenge-9'),
        completeNewPassword: () => sampleSession(undefined, 'after-challenge'),
        ...onboarding,
      },
    });
    const user = await signIn('ada@example.com', 'temporary-1');

    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/complete-new-password');
    // The challenge token stays out of the address.
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(/ada@example.com needs a new password/)).toBeVisible();

    const field = screen.getByLabelText(/^New password/);
    await user.type(field, 'short');
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await user.type(field, 'er and 2');
    expect(screen.getByText('This password meets the requirements.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeVisible();
    const request = server.requests.find((r) => r.operationName === 'CompleteNewPassword');
    expect(request?.variables).toEqual({
      challengeToken: 'challenge-9',
      newPassword: 'shorter and 2',
    });
    expect(server.session.getAccessToken()).toBe('after-challenge');
  });

  it('shows the server message when the challenge has run out', async () => {
    const { router } = renderApp('/login', {
      resolvers: {
        signIn: () => challengeResult('old'),
        completeNewPassword: () =>
          graphqlError('Your sign-in has expired. Please sign in again.', 'BAD_USER_INPUT'),
      },
    });
    const user = await signIn('ada@example.com', 'temporary-1');
    await user.type(await screen.findByLabelText(/^New password/), 'brand new 7');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in has expired. Please sign in again.',
    );
    expect(router.state.location.pathname).toBe('/complete-new-password');
  });

  it('offers to sign in again when opened without a challenge', async () => {
    renderApp('/complete-new-password');
    expect(
      await screen.findByText('This sign-in step has expired. Please sign in again.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});
