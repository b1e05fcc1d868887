import {
  billingMessages,
  licenceLimitMessage,
  permissionMessages,
  usersLimitMessage,
} from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { allowed, denied, sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { InviteOptions } from '../sharing/InviteOptions.tsx';
import { useActiveWorkspace } from '../workspaces/index.ts';
import { InviteDialog } from '../workspaces/invite/InviteDialog.tsx';
import { billingServer, openShell } from './upgrade.fixtures.tsx';

const projectCap = 'To create more projects, upgrade your workspace';

/** A free workspace at its project cap; its viewer may pay unless told otherwise. */
function freeWorkspace(viewerMayPay = true) {
  return sampleWorkspace({
    workspaceType: 'free',
    viewerCan: {
      createProject: denied(projectCap, 'projectCap'),
      ...(viewerMayPay ? {} : { payment: denied(permissionMessages.noRole, 'noRole') }),
    },
  });
}

async function seriousViolations() {
  // jsdom has no layout, so colour contrast is checked by the theme test instead.
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

const gate = () => screen.findByTestId('upgrade-gate');
const upgradeDialog = () => screen.findByRole('dialog', { name: 'Upgrade your workspace' });

describe('a premium gate', () => {
  it('opens the upgrade dialog with its message when its control is clicked', async () => {
    const user = userEvent.setup();
    openShell(billingServer(freeWorkspace()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'New project' })).toBeDisabled();
    await user.click(await gate());
    expect(within(await upgradeDialog()).getByText(projectCap)).toBeVisible();
  });

  it('has no serious or critical axe violations, closed or open', async () => {
    const user = userEvent.setup();
    openShell(billingServer(freeWorkspace()));
    const wrapper = await gate();
    expect(await seriousViolations()).toEqual([]);
    await user.click(wrapper);
    await within(await upgradeDialog()).findByRole('button', { name: 'Start 14-day free trial' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens it from the keyboard: Tab to the control, then Enter', async () => {
    const user = userEvent.setup();
    openShell(billingServer(freeWorkspace()));
    const wrapper = await gate();
    while (document.activeElement !== wrapper) await user.tab();
    await user.keyboard('{Enter}');
    expect(within(await upgradeDialog()).getByText(projectCap)).toBeVisible();
  });

  it("opens it from the tooltip's Upgrade button", async () => {
    const user = userEvent.setup();
    openShell(billingServer(freeWorkspace()));
    await user.hover(await gate());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(projectCap);
    await user.click(within(tooltip).getByRole('button', { name: 'Upgrade' }));
    expect(await upgradeDialog()).toBeVisible();
    // Tooltips sit above dialogs: it goes as the dialog opens, though the pointer has not moved.
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('offers the trial and the plans to someone who may pay; See plans leads to payment', async () => {
    const user = userEvent.setup();
    const { router } = openShell(billingServer(freeWorkspace()));
    await user.click(await gate());
    const dialog = await upgradeDialog();
    expect(
      await within(dialog).findByRole('button', { name: 'Start 14-day free trial' }),
    ).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'See plans' }));
    expect(await screen.findByRole('heading', { name: 'Payment page of ws-1' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace-payment/ws-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no trial once the workspace has had one', async () => {
    const user = userEvent.setup();
    openShell(billingServer(freeWorkspace(), { trialState: 'trialEnded' }));
    await user.click(await gate());
    const dialog = await upgradeDialog();
    const plans = within(dialog).getByRole('button', { name: 'See plans' });
    await waitFor(() => expect(plans.parentElement).toHaveAttribute('aria-busy', 'false'));
    expect(within(dialog).queryByRole('button', { name: /free trial/ })).not.toBeInTheDocument();
  });

  it('tells someone who may not pay who can, with nothing to buy', async () => {
    const user = userEvent.setup();
    const managers = [
      { id: 'user-7', name: 'Grace Hopper', email: 'grace@example.com' },
      { id: 'user-8', name: null, email: 'ops@example.com' },
    ];
    openShell(billingServer(freeWorkspace(false), { managers }));
    await user.click(await gate());
    const dialog = await upgradeDialog();
    expect(
      await within(dialog).findByText(
        billingMessages.askToUpgrade(['Grace Hopper', 'ops@example.com']),
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(projectCap)).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts the trial: Activating your trial, the dialog closes and the gate opens', async () => {
    const user = userEvent.setup();
    const afterTrial = sampleWorkspace({ viewerCan: { createProject: allowed } });
    const server = billingServer(freeWorkspace(), { afterTrial });
    openShell(server);
    await user.click(await gate());
    const dialog = await upgradeDialog();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Start 14-day free trial' }),
    );
    expect(await screen.findByText(billingMessages.activatingTrial)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.trialStarts).toEqual(['ws-1']);
    // Without a reload: the page's queries were asked again and the server now allows it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New project' })).toBeEnabled());
    expect(screen.queryByTestId('upgrade-gate')).not.toBeInTheDocument();
  });

  it('asks for the payment instead when the workspace is read-only', async () => {
    const user = userEvent.setup();
    const readOnly = sampleWorkspace({
      status: 'paidFailed',
      viewerCan: {
        createProject: denied(permissionMessages.readOnlyPaymentFailed, 'readOnlyPaymentFailed'),
        payment: denied(permissionMessages.noRole, 'noRole'),
      },
    });
    const managers = [{ id: 'user-7', name: 'Grace Hopper', email: 'grace@example.com' }];
    openShell(billingServer(readOnly, { managers }));
    await user.hover(await gate());
    const tooltip = await screen.findByRole('tooltip');
    await user.click(within(tooltip).getByRole('button', { name: 'Update payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Read-Only mode' });
    expect(
      await within(dialog).findByText(billingMessages.readOnlyAskToPay(['Grace Hopper'])),
    ).toBeVisible();
  });

  it('stays a plain refusal for reasons paying does not lift', async () => {
    const user = userEvent.setup();
    const noRole = sampleWorkspace({
      viewerCan: { createProject: denied(permissionMessages.noRole, 'noRole') },
    });
    openShell(billingServer(noRole));
    const button = await screen.findByRole('button', { name: 'New project' });
    expect(button).toBeDisabled();
    expect(screen.queryByTestId('upgrade-gate')).not.toBeInTheDocument();
    await user.hover(button.parentElement as HTMLElement);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(permissionMessages.noRole);
    expect(within(tooltip).queryByRole('button')).not.toBeInTheDocument();
  });
});

/** The workspace invite dialog, opened on the active workspace. */
function InvitePage() {
  const { workspace } = useActiveWorkspace();
  if (!workspace) return null;
  return <InviteDialog workspace={workspace} open onClose={vi.fn()} onInvited={vi.fn()} />;
}

describe('the licence-limit message', () => {
  const full = (viewerMayPay: boolean) =>
    sampleWorkspace({
      usedLicenses: 5,
      premiumLicenses: 5,
      ...(viewerMayPay ? {} : { viewerCan: { payment: denied(permissionMessages.noRole) } }),
    });

  it('links those who may pay to Subscribe, on the payment page', async () => {
    const user = userEvent.setup();
    const { router } = openShell(billingServer(full(true)), undefined, <InvitePage />);
    await user.type(await screen.findByRole('textbox', { name: 'Email addresses' }), 'a@b.com');
    await user.tab();
    const message = await screen.findByText(licenceLimitMessage(5, 5));
    const alert = message.closest('[role="alert"]') as HTMLElement;
    const subscribe = within(alert).getByRole('link', { name: 'Subscribe' });
    expect(subscribe).toHaveAttribute('href', '/workspace-payment/ws-1');
    await user.click(subscribe);
    expect(await screen.findByRole('heading', { name: 'Payment page of ws-1' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace-payment/ws-1');
  });

  it('offers others the dialog that says who can', async () => {
    const user = userEvent.setup();
    const managers = [{ id: 'user-7', name: 'Grace Hopper', email: 'grace@example.com' }];
    openShell(billingServer(full(false), { managers }), undefined, <InvitePage />);
    await user.type(await screen.findByRole('textbox', { name: 'Email addresses' }), 'a@b.com');
    await user.tab();
    const message = await screen.findByText(licenceLimitMessage(5, 5));
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Upgrade' }));
    const dialog = await upgradeDialog();
    expect(
      await within(dialog).findByText(billingMessages.askToUpgrade(['Grace Hopper'])),
    ).toBeVisible();
  });
});

/** The share dialog's invite pane of a limited sharer past the project's member cap. */
function OverMemberCap() {
  return (
    <InviteOptions
      type="viewer"
      offered={['viewer']}
      onChooseRole={vi.fn()}
      direct={false}
      message=""
      onMessage={vi.fn()}
      capMessage={usersLimitMessage(1, 6)}
      sendError={null}
    />
  );
}

describe('the users-limit message', () => {
  it('has its Subscribe link to the payment page', async () => {
    const user = userEvent.setup();
    const { router } = openShell(billingServer(sampleWorkspace()), undefined, <OverMemberCap />);
    const message = await screen.findByText(usersLimitMessage(1, 6));
    const alert = message.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('link', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: 'Payment page of ws-1' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/workspace-payment/ws-1');
  });
});
