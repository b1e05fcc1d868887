import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/identity-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { FieldResolver } from '../../../test/test-apollo.ts';
import {
  denied,
  inviteReport,
  sampleMember,
  sampleWorkspace,
} from '../../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../../test/workspace-server.ts';
import type { InviteReport, Workspace, WorkspaceMember } from '../workspaces.types.ts';

const owner = sampleMember({
  userId: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'owner',
  roleLabel: 'Owner',
  membership: 'creator',
});
const grace = sampleMember({ userId: 'user-2', email: 'grace@example.com', name: 'Grace Hopper' });
const alan = sampleMember({
  userId: 'user-3',
  email: 'alan@example.com',
  name: 'Alan Turing',
  role: 'editor',
  roleLabel: 'Editor',
});
const guest = sampleMember({
  userId: 'user-4',
  email: 'guest@example.com',
  name: null,
  role: 'guest',
  roleLabel: 'Guest',
  membership: 'guest',
  status: 'pending',
});

type Options = {
  workspace?: Workspace;
  members?: WorkspaceMember[];
  pageSize?: number;
  resolvers?: Record<string, FieldResolver>;
};

function openMembers({
  workspace = sampleWorkspace(),
  members = [owner, grace],
  pageSize,
  resolvers,
}: Options = {}) {
  const fake = workspaceServer({ workspaces: [workspace], members, pageSize });
  const view = renderApp('/workspace/ws-1/workspace-adminpanel/members', {
    session: signedIn(),
    resolvers: {
      ...fake.resolvers,
      updateWorkspaceMembership: ({ userId, role }) => {
        const member = fake.state.members.find((item) => item.userId === userId)!;
        Object.assign(member, { role, roleLabel: role[0]!.toUpperCase() + role.slice(1) });
        return member;
      },
      deleteWorkspaceMembership: ({ userId }) => {
        fake.state.members = fake.state.members.filter((item) => item.userId !== userId);
        return true;
      },
      ...resolvers,
    },
  });
  return { ...view, fake };
}

const memberList = () => screen.findByRole('list', { name: 'Members' });
const requestsNamed = (view: ReturnType<typeof openMembers>, name: string) =>
  view.server.requests.filter((request) => request.operationName === name);

describe('admin panel members', () => {
  it('shows the licences used and the members with their roles', async () => {
    openMembers({ members: [owner, grace, guest] });
    const list = await memberList();
    expect(await within(list).findByRole('listitem', { name: 'Grace Hopper' })).toBeVisible();
    expect(screen.getByTestId('licence-summary')).toHaveTextContent('Licences used: 3 of 5');
    expect(screen.getByTestId('licence-summary')).toHaveTextContent('Guests: 1 of 4');
    const graceRow = within(list).getByRole('listitem', { name: 'Grace Hopper' });
    expect(graceRow).toHaveTextContent('grace@example.com');
    expect(
      within(graceRow).getByRole('combobox', { name: 'Role of Grace Hopper' }),
    ).toHaveTextContent('Viewer');
    const ownerRow = within(list).getByRole('listitem', { name: 'Ada Lovelace' });
    expect(ownerRow).toHaveTextContent('Owner');
    expect(within(ownerRow).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const guestRow = within(list).getByRole('listitem', { name: 'guest@example.com' });
    expect(guestRow).toHaveTextContent('Guest');
    expect(guestRow).toHaveTextContent('Invitation pending');
  });

  it('says Unlimited users for unlimited workspaces', async () => {
    openMembers({ workspace: sampleWorkspace({ unlimitedUsers: true, usedGuestLicenses: 7 }) });
    await memberList();
    expect(screen.getByTestId('licence-summary')).toHaveTextContent('Unlimited users');
    expect(screen.getByTestId('licence-summary')).toHaveTextContent('Guests: 7');
    expect(screen.getByTestId('licence-summary')).not.toHaveTextContent('Licences used');
  });

  it('loads further pages with the next token', async () => {
    const user = userEvent.setup();
    const view = openMembers({ members: [owner, grace, alan], pageSize: 2 });
    const list = await memberList();
    await within(list).findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(list).queryByRole('listitem', { name: 'Alan Turing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('listitem', { name: 'Alan Turing' })).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requestsNamed(view, 'ListUsersInWorkspace').map((request) => request.variables)).toEqual(
      [
        { workspaceId: 'ws-1', membership: null, limit: 50 },
        { workspaceId: 'ws-1', membership: null, limit: 50, nextToken: '2' },
      ],
    );
  });

  it('filters by membership', async () => {
    const user = userEvent.setup();
    const view = openMembers({ members: [owner, grace, guest] });
    await within(await memberList()).findByRole('listitem', { name: 'Grace Hopper' });
    await user.click(screen.getByRole('combobox', { name: 'Membership' }));
    await user.click(await screen.findByRole('option', { name: 'Guests' }));
    // The filtered list is a new one: the first page of guests.
    await waitFor(async () =>
      expect(within(await memberList()).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(
      within(await memberList()).getByRole('listitem', { name: 'guest@example.com' }),
    ).toBeVisible();
    expect(requestsNamed(view, 'ListUsersInWorkspace').at(-1)?.variables).toMatchObject({
      membership: 'guest',
    });
  });

  it('asks before giving a role that edits project data, then changes it', async () => {
    const user = userEvent.setup();
    const view = openMembers();
    const list = await memberList();
    const role = await within(list).findByRole('combobox', { name: 'Role of Grace Hopper' });

    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    const question = await screen.findByRole('dialog', {
      name: 'The role you are assigning will allow users to edit project data, are you sure?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsNamed(view, 'UpdateWorkspaceMembership')).toHaveLength(0);
    expect(role).toHaveTextContent('Viewer');

    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Creator' }));
    await user.click(await screen.findByRole('button', { name: 'Assign role' }));
    await waitFor(() => expect(role).toHaveTextContent('Creator'));
    expect(await screen.findByText('Grace Hopper is now Creator.')).toBeVisible();
    expect(requestsNamed(view, 'UpdateWorkspaceMembership')[0]?.variables).toEqual({
      workspaceId: 'ws-1',
      userId: 'user-2',
      role: 'creator',
    });
  });

  it('changes to viewer without asking', async () => {
    const user = userEvent.setup();
    const view = openMembers({ members: [alan] });
    const role = await screen.findByRole('combobox', { name: 'Role of Alan Turing' });
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await waitFor(() => expect(role).toHaveTextContent('Viewer'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsNamed(view, 'UpdateWorkspaceMembership')).toHaveLength(1);
  });

  it('removes a member after confirmation', async () => {
    const user = userEvent.setup();
    const view = openMembers();
    const list = await memberList();
    await user.click(await within(list).findByRole('button', { name: 'Remove Grace Hopper' }));
    const question = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(question).toHaveTextContent('Remove Grace Hopper from Analytical Engines?');
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        within(list).queryByRole('listitem', { name: 'Grace Hopper' }),
      ).not.toBeInTheDocument(),
    );
    expect(requestsNamed(view, 'DeleteWorkspaceMembership')[0]?.variables).toEqual({
      workspaceId: 'ws-1',
      userId: 'user-2',
    });
  });

  it("disables member management with the server's reason", async () => {
    const user = userEvent.setup();
    const reason = 'To manage members, upgrade your workspace';
    openMembers({
      workspace: sampleWorkspace({
        viewerCan: { manageMembers: denied(reason, 'upgradeWorkspace') },
      }),
    });
    const list = await memberList();
    const remove = await within(list).findByRole('button', { name: 'Remove Grace Hopper' });
    expect(remove).toBeDisabled();
    expect(within(list).getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const invite = screen.getByRole('button', { name: 'Invite members' });
    expect(invite).toBeDisabled();
    await user.hover(invite.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it('refreshes the list and the licences when another admin invites people', async () => {
    const reports = new Subject<InviteReport>();
    const view = openMembers({
      resolvers: { inviteToWorkspaceReport: () => reports },
    });
    const list = await memberList();
    await within(list).findByRole('listitem', { name: 'Grace Hopper' });
    await waitFor(() => expect(requestsNamed(view, 'InviteToWorkspaceReport')).toHaveLength(1));

    view.fake.state.members.push(alan);
    reports.next(
      inviteReport({
        results: [{ email: 'alan@example.com', status: 'invited', message: null }],
        usedLicenses: 4,
      }),
    );
    expect(await within(list).findByRole('listitem', { name: 'Alan Turing' })).toBeVisible();
    expect(screen.getByTestId('licence-summary')).toHaveTextContent('Licences used: 4 of 5');
  });
});
