import { identityMessages } from '@specboard/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleSession, sampleUser, signedIn } from '../../../test/identity-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { type FieldResolver, graphqlError } from '../../../test/test-apollo.ts';
import type { UserProfile } from '../identity.types.ts';

/** updateUserProfile as the server does it: the input merged into the user. */
function profileServer(user: UserProfile): Record<string, FieldResolver> {
  return {
    updateUserProfile: ({ input }) => {
      const updated = { ...user, ...input };
      updated.profileComplete = Boolean(
        updated.name && updated.company && updated.projectTeamRole && updated.location,
      );
      return updated;
    },
    getOnboardingRoute: ({ input }) => input.storedRoute ?? '/projects',
  };
}

describe('account: personal info', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the profile, the e-mail read-only and the required fields marked', async () => {
    renderApp('/account/personal-info', { session: signedIn() });
    const form = await screen.findByRole('form', { name: 'Personal info' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Company' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Location' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Job title' })).not.toBeRequired();
    expect(within(form).getByRole('combobox', { name: /Project team role/ })).toHaveTextContent(
      'Lighting Designer',
    );
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Personal info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('saves changes and keeps the header up to date', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/account/personal-info', {
      session: signedIn(),
      resolvers: profileServer(sampleUser()),
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await user.click(screen.getByRole('combobox', { name: /Project team role/ }));
    await user.click(await screen.findByRole('option', { name: 'Electrical Engineer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('GH');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(server.requests.find((r) => r.operationName === 'UpdateUserProfile')?.variables).toEqual(
      {
        input: {
          name: 'Grace Hopper',
          company: 'Analytical Engines',
          job_title: 'Lighting designer',
          location: 'London',
          projectTeamRole: 'Electrical Engineer',
        },
      },
    );
  });

  it('lets an incomplete profile through only once it is complete, then goes on', async () => {
    const user = userEvent.setup();
    const incomplete = sampleUser({
      company: null,
      location: null,
      projectTeamRole: null,
      profileComplete: false,
    });
    const { router, server } = renderApp('/status', {
      session: signedIn(incomplete),
      resolvers: profileServer(incomplete),
    });

    expect(
      await screen.findByText(/Complete your profile to start using Specboard/),
    ).toHaveTextContent(
      'Complete your profile to start using Specboard: name, company, project team role and location are required.',
    );
    expect(router.state.location.pathname).toBe('/account/personal-info');

    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Navy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Please enter required value')).toHaveLength(2);
    expect(server.requests.map((r) => r.operationName)).not.toContain('UpdateUserProfile');

    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Arlington');
    await user.click(screen.getByRole('combobox', { name: /Project team role/ }));
    await user.click(await screen.findByRole('option', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'System status' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/status');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/account/personal-info', { session: signedIn() });
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), ' Ltd');
    // Any way out of the page asks: here the address changes, as a link in the header does.
    await act(() => router.navigate('/status'));
    expect(await screen.findByText('Leave page? Changes you made may not be saved.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/personal-info');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'System status' })).toBeVisible();
  });
});

describe('account: security', () => {
  it('shows "Incorrect password" when the current password is wrong', async () => {
    const user = userEvent.setup();
    renderApp('/account/security', {
      session: signedIn(),
      resolvers: {
        changePassword: () => graphqlError(identityMessages.incorrectPassword, 'BAD_USER_INPUT'),
      },
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong one');
    await user.type(screen.getByLabelText(/^New password/), 'better secret 2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect password$/);
  });

  it('changes the password and carries on with the new session', async () => {
    const user = userEvent.setup();
    const { server } = renderApp('/account/security', {
      session: signedIn(),
      resolvers: {
        changePassword: () => sampleSession(undefined, 'after-change'),
      },
    });
    const current = await screen.findByLabelText(/^Current password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await user.type(current, 'old secret 1');
    await user.type(screen.getByLabelText(/^New password/), 'new secret 2');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your password is changed.')).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(server.session.getAccessToken()).toBe('after-change');
    expect(server.requests.find((r) => r.operationName === 'ChangePassword')?.variables).toEqual({
      currentPassword: 'old secret 1',
      newPassword: 'new secret 2',
    });
  });
});
