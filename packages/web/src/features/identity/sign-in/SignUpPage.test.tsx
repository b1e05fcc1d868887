import { findPasswordProblem, identityMessages } from '@specboard/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { type FieldResolver, graphqlError } from '../../../test/test-apollo.ts';

async function openSignUp(resolvers: Record<string, FieldResolver> = {}) {
  const view = renderApp('/sign-up', { resolvers });
  await screen.findByRole('heading', { name: 'Create your account' });
  return { ...view, user: userEvent.setup() };
}

describe('sign up', () => {
  it("explains what is wrong in the domain's own words before asking the server", async () => {
    const { user, server } = await openSignUp();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@');
    await user.type(screen.getByLabelText(/^Password/), 'lettersonly');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Please enter required value')).toBeVisible();
    expect(screen.getByText(identityMessages.invalidEmail)).toBeVisible();
    const problem = findPasswordProblem('lettersonly');
    expect(problem).toBe('Password must contain at least one letter and one number.');
    expect(screen.getByText(problem!)).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.map((r) => r.operationName)).not.toContain('SignUp');
  });

  it('shows the password policy live as the user types', async () => {
    const { user } = await openSignUp();
    const password = screen.getByLabelText(/^Password/);
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeVisible();
    // A hint, not yet an error.
    expect(password).toHaveAttribute('aria-invalid', 'false');
    await user.type(password, 'abcdefgh');
    expect(
      screen.getByText('Password must contain at least one letter and one number.'),
    ).toBeVisible();
    await user.type(password, '9');
    expect(screen.getByText('This password meets the requirements.')).toBeVisible();
    expect(password).toHaveAttribute('autocomplete', 'new-password');
  });

  it('creates the account and goes on to confirm the e-mail', async () => {
    const { user, server, router } = await openSignUp({
      signUp: ({ email }) => ({ __typename: 'SignUpResult', email, codeExpiresInSeconds: 900 }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), ' Ada Lovelace ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Ada@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'engines 1843');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    expect(router.state.location.search).toBe('?email=ada%40example.com');
    const request = server.requests.find((r) => r.operationName === 'SignUp');
    expect(request?.variables).toEqual({
      email: 'ada@example.com',
      password: 'engines 1843',
      name: 'Ada Lovelace',
    });
  });

  it('shows the server message when the e-mail is taken', async () => {
    const { user } = await openSignUp({
      signUp: () => graphqlError(identityMessages.accountExists, 'BAD_USER_INPUT'),
    });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'engines 1843');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });
});
