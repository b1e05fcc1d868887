import { identityMessages } from '@specboard/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { type FieldResolver, graphqlError } from '../../../test/test-apollo.ts';

async function openConfirm(resolvers: Record<string, FieldResolver> = {}) {
  const view = renderApp('/confirm-sign-up?email=ada%40example.com', { resolvers });
  await screen.findByRole('heading', { name: 'Confirm your email' });
  return { ...view, user: userEvent.setup() };
}

const codeField = () => screen.getByRole('textbox', { name: /Verification code/ });

describe('confirm sign-up', () => {
  it('keeps only digits, six at most', async () => {
    const { user } = await openConfirm();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    await user.type(codeField(), '12 34-56789');
    expect(codeField()).toHaveValue('123456');
  });

  it('asks for six digits before calling the server', async () => {
    const { user, server } = await openConfirm();
    await user.type(codeField(), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeVisible();
    expect(server.requests.map((r) => r.operationName)).not.toContain('VerifyEmail');
  });

  it('shows the server message for a wrong code', async () => {
    const { user } = await openConfirm({
      verifyEmail: () => graphqlError(identityMessages.invalidCode, 'BAD_USER_INPUT'),
    });
    await user.type(codeField(), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code provided, please try again.',
    );
  });

  it('confirms the e-mail and asks the user to sign in', async () => {
    const { user, router, server } = await openConfirm({
      verifyEmail: () => true,
    });
    await user.type(codeField(), '482913{Enter}');

    expect(await screen.findByRole('heading', { name: 'Sign in to Specboard' })).toBeVisible();
    expect(router.state.location.search).toBe('?email=ada%40example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(notifications).getByText('Your email is confirmed. Please sign in.'),
    ).toBeVisible();
    expect(server.requests.find((r) => r.operationName === 'VerifyEmail')?.variables).toEqual({
      email: 'ada@example.com',
      code: '482913',
    });
  });

  it('sends a new code on request', async () => {
    const { user, server } = await openConfirm({
      resendSignUpCode: ({ email }) => ({
        __typename: 'CodeSent',
        email,
        codeExpiresInSeconds: 900,
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeVisible();
    expect(server.requests.map((r) => r.operationName)).toContain('ResendSignUpCode');
  });
});

describe('password reset', () => {
  it('sends a code, then sets the new password with it', async () => {
    const { router, server } = renderApp('/login', {
      resolvers: {
        resetPassword: ({ email }) => ({
          __typename: 'CodeSent',
          email,
          codeExpiresInSeconds: 900,
        }),
        confirmResetPassword: () => true,
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    // The login page has an Email field too: type only once the reset page has replaced it.
    await screen.findByRole('heading', { name: 'Reset your password' });
    await user.type(
      await screen.findByRole('textbox', { name: 'Email' }),
      'Ada@example.com{Enter}',
    );

    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/confirm-reset-password?email=ada%40example.com',
    );
    await user.type(codeField(), '551204');
    await user.type(screen.getByLabelText(/^New password/), 'new secret 5');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Specboard' })).toBeVisible();
    expect(screen.getByText('Your password has been reset. Please sign in.')).toBeVisible();
    expect(
      server.requests.find((r) => r.operationName === 'ConfirmResetPassword')?.variables,
    ).toEqual({ email: 'ada@example.com', code: '551204', newPassword: 'new secret 5' });
  });
});
