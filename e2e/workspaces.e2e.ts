import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, readMailFromOutbox, signInThroughUi } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';

const path = (url: string) => new URL(url).pathname;

describe('workspaces', () => {
  let browser: Browser;
  const email = 'studio.lead@example.com';
  const password = 'lead-pass-31';

  beforeAll(async () => {
    browser = await launchBrowser();
    await createReadyUser(email, password, 'Dana Reyes');
  });
  afterAll(() => browser?.close());

  it('creates a second workspace, switches to it, invites a member by e-mail and sees the licence count change', async () => {
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, email, password);
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    await page.goto(page.url().replace(/\/projects$/, '/workspace-adminpanel/members'));
    await page.getByTestId('licence-summary').waitFor();
    const firstWorkspaceUrl = page.url();

    await page.getByTestId('workspace-switcher').click();
    await page.getByRole('menuitem', { name: /Create workspace/ }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Harbour Hotel Fit-out');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    // The new workspace becomes the active one.
    await page.getByRole('button', { name: 'Workspace: Harbour Hotel Fit-out' }).waitFor();
    await expect.poll(() => page.url()).not.toBe(firstWorkspaceUrl);
    await page.goto(
      page.url().replace(/\/workspace\/([^/]+).*$/, '/workspace/$1/workspace-adminpanel/members'),
    );
    const licences = page.getByTestId('licence-summary');
    await licences.getByText('Licences used: 1 of 5').waitFor();

    await page.getByRole('button', { name: 'Invite members' }).click();
    await page
      .getByRole('textbox', { name: 'Email addresses' })
      .fill('site.engineer@example.com, ');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('site.engineer@example.com').first().waitFor();
    await keepScreenshot(page, 'workspace-invite-report');
    await page.getByRole('button', { name: 'Close' }).click();

    await licences.getByText('Licences used: 2 of 5').waitFor();
    await page
      .getByRole('cell', { name: 'site.engineer@example.com' })
      .or(page.getByText('site.engineer@example.com'))
      .first()
      .waitFor();
    await keepScreenshot(page, 'workspace-members-1280');
    await expectAccessible(page);

    // Switching back shows the first workspace, still with one licence used.
    await page.getByTestId('workspace-switcher').click();
    await page.getByRole('menuitem', { name: /Dana Reyes's workspace/ }).click();
    await page.getByRole('button', { name: "Workspace: Dana Reyes's workspace" }).waitFor();
    await page.getByTestId('licence-summary').getByText('Licences used: 1 of 5').waitFor();
    await page.context().close();
  });

  it('invites a person who has an account: they see the invitation, accept it and see the workspace', async () => {
    const invitee = {
      email: 'site.lead@example.com',
      password: 'site-pass-47',
      name: 'Sam Okafor',
    };
    await createReadyUser(invitee.email, invitee.password, invitee.name);
    const token = await accessToken(email, password);
    const { createWorkspaceV2 } = await callApi(
      graphql(`mutation CreateWorkspaceV2 { createWorkspaceV2(name: "Riverside Clinic") { id } }`),
      {},
      token,
    );
    const workspaceId: string = createWorkspaceV2.id;
    const { inviteToWorkspace } = await callApi(
      graphql(
        `mutation InviteToWorkspace($w: ID!, $e: String!, $m: String) { inviteToWorkspace(workspaceId: $w, members: [{ email: $e, role: editor }], emailMessage: $m) { results { status } } }`,
      ),
      { w: workspaceId, e: invitee.email, m: 'Come and help with the fixtures.' },
      token,
    );
    // The same answer as for an address without an account.
    expect(inviteToWorkspace.results).toEqual([{ status: 'invited' }]);

    // The inviter sees them invited, not yet a member.
    const admin = await openPage(browser, 1280);
    await signInThroughUi(admin, email, password);
    await expect.poll(() => path(admin.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    await admin.goto(`/workspace/${workspaceId}/workspace-adminpanel/members`);
    const pendingRow = admin.getByRole('listitem', { name: invitee.email });
    await pendingRow.getByText('Invitation pending').waitFor();

    // The mail leads to the app, where they accept with one click.
    const mail = await readMailFromOutbox(
      invitee.email,
      /invited you to the workspace Riverside Clinic/,
    );
    expect(mail).toContain('Dana Reyes wrote:\n> Come and help with the fixtures.');
    const link = mail.match(/(https?:\/\/\S+\/invitations)\b/)?.[1];
    expect(link).toBeTruthy();
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, invitee.email, invitee.password);
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    // Not a member yet: the workspace is not among theirs.
    await page.getByTestId('workspace-switcher').click();
    await page.getByRole('menuitem', { name: /Create workspace/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: /Riverside Clinic/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page
      .getByTestId('invitations-banner')
      .getByText('Dana Reyes invited you to join Riverside Clinic as Editor.')
      .waitFor();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByTestId('invitations-banner').getByRole('button', { name: 'Accept' }).waitFor();
    await keepScreenshot(page, 'workspace-invitation-banner-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path(link!));
    await page.getByRole('heading', { name: 'Invitations' }).waitFor();
    await page.getByText('Dana Reyes invited you to join Riverside Clinic as Editor.').waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'workspace-invitations-1280');
    await page.getByRole('button', { name: 'Accept the invitation to Riverside Clinic' }).click();

    await page.getByText('You joined Riverside Clinic.').waitFor();
    await page.getByRole('button', { name: 'Workspace: Riverside Clinic' }).waitFor();
    await expect.poll(() => path(page.url())).toBe(`/workspace/${workspaceId}/projects`);
    await page.context().close();

    // The inviter now sees them as a member, by name.
    await admin.reload();
    const memberRow = admin.getByRole('listitem', { name: invitee.name });
    await memberRow.getByText(invitee.email).waitFor();
    expect(await memberRow.getByText('Invitation pending').count()).toBe(0);
    await admin.context().close();
  });

  it('shows the members page at phone width', async () => {
    const page = await openPage(browser, 375, 812);
    await signInThroughUi(page, email, password);
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    await page.goto(page.url().replace(/\/projects$/, '/workspace-adminpanel/members'));
    await page.getByTestId('licence-summary').waitFor();
    await keepScreenshot(page, 'workspace-members-375');
    await expectAccessible(page);
    await page.context().close();
  });
});
