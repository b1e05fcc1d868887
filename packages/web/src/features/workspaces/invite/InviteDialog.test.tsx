import { licenceLimitMessage } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderApp } from '../../../test/render-app.tsx';
import { createTestServer, type FieldResolver, sampleStatus } from '../../../test/test-apollo.ts';
import {
  denied,
  inviteReport,
  sampleMember,
  sampleWorkspace,
} from '../../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../../test/workspace-server.ts';
import type { Workspace } from '../workspaces.types.ts';
import { InviteDialog } from './InviteDialog.tsx';

function openDialog(
  workspace: Workspace = sampleWorkspace(),
  resolvers: Record<string, FieldResolver> = {},
) {
  const server = createTestServer(sampleStatus, { session: signedIn(), resolvers });
  const onInvited = vi.fn();
  renderWithProviders(
    <InviteDialog workspace={workspace} open onClose={vi.fn()} onInvited={onInvited} />,
    server,
  );
  return { server, onInvited };
}

const emailsField = () => screen.getByRole('textbox', { name: 'Email addresses' });
const doneButton = () => screen.getByRole('button', { name: 'Done' });
const invitees = () =>
  within(screen.getByRole('list', { name: 'People to invite' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function chooseRole(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('invite dialog: e-mail addresses', () => {
  it('starts with Done disabled and the viewer role', () => {
    openDialog();
    expect(doneButton()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Viewer');
  });

  it('reads typed addresses and lists the entries that are not valid', async () => {
    const user = userEvent.setup();
    openDialog();
    await user.type(emailsField(), ' Ada@Example.com, bob@, carol@example.com{Enter}dan@example');
    await user.tab();
    expect(invitees()).toEqual(['ada@example.com', 'carol@example.com']);
    expect(screen.getByText('2 people to invite')).toBeVisible();
    expect(
      screen.getByText('These are not valid email addresses: bob@, dan@example'),
    ).toBeVisible();
    expect(doneButton()).toBeDisabled();

    await user.clear(emailsField());
    await user.type(emailsField(), 'ada@example.com bob@example.com');
    await user.tab();
    expect(invitees()).toEqual(['ada@example.com', 'bob@example.com']);
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
    expect(doneButton()).toBeEnabled();
  });

  it('does not complain about the address still being typed', async () => {
    const user = userEvent.setup();
    openDialog();
    await user.type(emailsField(), 'ada@example.com, bob@exa');
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
    expect(invitees()).toEqual(['ada@example.com']);
    await user.tab();
    expect(screen.getByText('This is not a valid email address: bob@exa')).toBeVisible();
  });

  it('reads a pasted list and says where it could not understand it', async () => {
    const user = userEvent.setup();
    openDialog();
    await user.click(emailsField());
    await user.paste('Ada Lovelace <ada@example.com>;\nplease also add bob@example.com');
    await user.tab();
    expect(invitees()).toEqual(['ada@example.com']);
    expect(
      screen.getByText(
        'Sorry, could not understand the email addresses starting at please also add bob@example.com',
      ),
    ).toBeVisible();
    expect(doneButton()).toBeDisabled();
  });
});

describe('invite dialog: licences', () => {
  // 5 premium licences, 3 used: room for 2.
  const workspace = sampleWorkspace({ premiumLicenses: 5, usedLicenses: 3 });

  it('allows exactly the licences left and refuses one more, saying why', async () => {
    const user = userEvent.setup();
    openDialog(workspace);
    await user.type(emailsField(), 'a@example.com b@example.com');
    await user.tab();
    expect(doneButton()).toBeEnabled();
    expect(screen.queryByText(licenceLimitMessage(3, 5))).not.toBeInTheDocument();

    await user.type(emailsField(), ' c@example.com');
    await user.tab();
    expect(doneButton()).toBeDisabled();
    expect(screen.getByText(licenceLimitMessage(3, 5))).toBeVisible();
  });

  it('counts free workspaces against their free licences', async () => {
    const user = userEvent.setup();
    openDialog(sampleWorkspace({ workspaceType: 'free', freeLicenses: 2, usedLicenses: 2 }));
    await user.type(emailsField(), 'a@example.com');
    await user.tab();
    expect(doneButton()).toBeDisabled();
    expect(screen.getByText(licenceLimitMessage(2, 2))).toBeVisible();
  });

  it('exempts workspaces with unlimited users', async () => {
    const user = userEvent.setup();
    openDialog(sampleWorkspace({ premiumLicenses: 5, usedLicenses: 9, unlimitedUsers: true }));
    await user.type(emailsField(), 'a@example.com b@example.com c@example.com d@example.com');
    await user.tab();
    expect(doneButton()).toBeEnabled();
    expect(screen.queryByText(/reached the limit/)).not.toBeInTheDocument();
  });

  it('counts guests against the guest licences', async () => {
    const user = userEvent.setup();
    // 4 guest licences, 1 used: room for 3 guests although no member licence is left.
    openDialog(sampleWorkspace({ premiumLicenses: 5, usedLicenses: 5 }));
    await user.type(emailsField(), 'a@example.com b@example.com c@example.com');
    await user.tab();
    expect(doneButton()).toBeDisabled();
    await chooseRole(user, /^Guest/);
    expect(doneButton()).toBeEnabled();
    await user.type(emailsField(), ' d@example.com');
    await user.tab();
    expect(doneButton()).toBeDisabled();
    expect(screen.getByText(licenceLimitMessage(1, 4))).toBeVisible();
  });

  it('offers guest only to those who may manage guests, else says how to get it', async () => {
    const user = userEvent.setup();
    openDialog(
      sampleWorkspace({
        viewerCan: {
          manageGuests: denied('To manage guests, upgrade your workspace', 'upgradeWorkspace'),
        },
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const option = await screen.findByRole('option', { name: /^Guest/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent('To manage guests, upgrade your workspace');
    expect(screen.getByRole('option', { name: 'Editor' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('invite dialog: sending', () => {
  const report = inviteReport({
    results: [
      { email: 'ada@example.com', status: 'invited', message: null },
      { email: 'bob@example.com', status: 'alreadyInvited', message: null },
      { email: 'grace@example.com', status: 'alreadyMember', message: null },
      { email: 'eve@example.com', status: 'failed', message: 'The mail server refused it.' },
    ],
    usedLicenses: 5,
  });

  it('asks before giving an editing role, then invites and shows the report', async () => {
    const user = userEvent.setup();
    const { server, onInvited } = openDialog(sampleWorkspace({ unlimitedUsers: true }), {
      inviteToWorkspace: () => report,
    });
    await user.type(
      emailsField(),
      'ada@example.com, bob@example.com, grace@example.com, eve@example.com',
    );
    await chooseRole(user, 'Editor');
    await user.type(
      screen.getByRole('textbox', { name: 'Message (optional)' }),
      ' Welcome aboard ',
    );

    await user.click(doneButton());
    const question = await screen.findByRole('dialog', {
      name: 'The role you are assigning will allow users to edit project data, are you sure?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /are you sure/ })).not.toBeInTheDocument(),
    );
    expect(server.requests.map((request) => request.operationName)).not.toContain(
      'InviteToWorkspace',
    );

    await user.click(doneButton());
    await user.click(await screen.findByRole('button', { name: 'Assign role' }));
    const lines = await screen.findByRole('list', { name: 'Invitation report' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'ada@example.comInvited',
      'bob@example.comAlready invited',
      'grace@example.comAlready a member',
      'eve@example.comFailed: The mail server refused it.',
    ]);
    expect(
      server.requests.find((request) => request.operationName === 'InviteToWorkspace')?.variables,
    ).toEqual({
      workspaceId: 'ws-1',
      members: [
        { email: 'ada@example.com', role: 'editor' },
        { email: 'bob@example.com', role: 'editor' },
        { email: 'grace@example.com', role: 'editor' },
        { email: 'eve@example.com', role: 'editor' },
      ],
      emailMessage: 'Welcome aboard',
    });
    expect(onInvited).toHaveBeenCalledOnce();
  });

  it('invites viewers without asking', async () => {
    const user = userEvent.setup();
    const { server } = openDialog(sampleWorkspace(), { inviteToWorkspace: () => report });
    await user.type(emailsField(), 'ada@example.com');
    await user.click(doneButton());
    expect(await screen.findByRole('list', { name: 'Invitation report' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /are you sure/ })).not.toBeInTheDocument();
    expect(
      server.requests.find((request) => request.operationName === 'InviteToWorkspace')?.variables,
    ).toMatchObject({
      members: [{ email: 'ada@example.com', role: 'viewer' }],
      emailMessage: null,
    });
  });
});

describe('inviting from the admin panel', () => {
  it('refreshes the member list and the licence counts after the report', async () => {
    const user = userEvent.setup();
    const owner = sampleMember({
      userId: 'user-1',
      name: 'Ada Lovelace',
      role: 'owner',
      membership: 'creator',
    });
    const fake = workspaceServer({ workspaces: [sampleWorkspace()], members: [owner] });
    renderApp('/workspace/ws-1/workspace-adminpanel/members', {
      session: signedIn(),
      resolvers: {
        ...fake.resolvers,
        inviteToWorkspace: ({ members }) => {
          fake.state.members.push(
            sampleMember({
              userId: 'user-9',
              email: members[0].email,
              name: null,
              status: 'pending',
            }),
          );
          return inviteReport({
            results: [{ email: members[0].email, status: 'invited', message: null }],
            usedLicenses: 4,
          });
        },
      },
    });
    await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    expect(screen.getByTestId('licence-summary')).toHaveTextContent('Licences used: 3 of 5');
    await user.click(screen.getByRole('button', { name: 'Invite members' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Email addresses' }),
      'new@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Invited')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('listitem', { name: 'new@example.com' })).toHaveTextContent(
      'Invitation pending',
    );
    expect(screen.getByTestId('licence-summary')).toHaveTextContent('Licences used: 4 of 5');
  });
});
