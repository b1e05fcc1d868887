import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReadyUser, readMailFromOutbox, skipGettingStartedTour } from './support/accounts.ts';
import { accessToken, callApi } from './support/api.ts';
import { baseUrl, expectAccessible, keepScreenshot, launchBrowser } from './support/browser.ts';
import { graphql } from './support/graphql/index.ts';
import { inviteAndAccept } from './support/invitations.ts';
import { cellText, col, createProject, createRows, signInToWorkspace } from './support/schedule.ts';

const slow = { timeout: 20_000 };
const path = (url: string) => new URL(url).pathname;

describe('sharing a project', () => {
  let browser: Browser;
  // The demo's premium workspace: shared links need an editor with premium.
  const creator = inject('demoAccount');
  let workspaceId: string;
  let projectId: string;
  let token: string;

  async function newContext(width: number, height = 800): Promise<BrowserContext> {
    return browser.newContext({ viewport: { width, height }, baseURL: baseUrl() });
  }

  async function openShareDialog(page: Page) {
    await page.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: /^Share/ });
    await dialog.waitFor();
    return dialog;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await accessToken(creator.email, creator.password);
    await callApi(
      graphql(
        `mutation UpdateUserPreference { updateUserPreference(key: "gettingStartedTourDismissed", value: "true") { key } }`,
      ),
      {},
      token,
    );
    const context = await newContext(1280);
    workspaceId = await signInToWorkspace(await context.newPage(), creator.email, creator.password);
    await context.close();
    projectId = await createProject(token, workspaceId, 'Harbourfront Pavilion');
    await createRows(token, { p: projectId, w: workspaceId }, [
      { typeDesignation: 'P1', manufacturer: 'Lumenworks', model: 'LW-90' },
      { typeDesignation: 'P2', manufacturer: 'Orion', model: 'OR-7' },
    ]);
  });
  afterAll(() => browser?.close());

  it('invites a colleague by e-mail, who signs in from the mail and finds the project', async () => {
    const colleague = 'ines.colleague@example.com';
    const context = await newContext(1280);
    const page = await context.newPage();
    await signInToWorkspace(page, creator.email, creator.password);
    const dialog = await openShareDialog(page);

    await dialog.getByRole('combobox', { name: 'Add people' }).fill(colleague);
    await page.keyboard.press('Enter');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    // Someone without paid status is asked about before an editing role is given.
    const question = page.getByRole('dialog', { name: /edit project data/ });
    await question.getByRole('button', { name: 'Assign role' }).click();
    await keepScreenshot(page, 'sharing-invite-1280');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const invited = dialog.getByRole('listitem', { name: colleague });
    await invited.waitFor(slow);
    await invited.getByText('Pending').waitFor();
    await context.close();

    // The colleague's mail: a temporary password and where to sign in.
    const mail = await readMailFromOutbox(colleague, /temporary password/);
    const temporaryPassword = mail.match(/temporary password (\S+)/)![1]!;
    const signInLink = new URL(mail.match(/Sign in at (\S+)/)![1]!);
    const theirs = await newContext(1280);
    const theirPage = await theirs.newPage();
    await theirPage.goto(`${signInLink.pathname}${signInLink.search}`);
    await theirPage.getByLabel(/^Password/).fill(temporaryPassword);
    await theirPage.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => path(theirPage.url())).toBe('/complete-new-password');
    await theirPage.getByLabel(/^New password/).fill('harbour-pass-42');
    await theirPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect.poll(() => path(theirPage.url())).toBe('/account/personal-info');
    await theirPage.getByRole('textbox', { name: 'Name' }).fill('Ines Duarte');
    await theirPage.getByRole('textbox', { name: 'Company' }).fill('Duarte Engineering');
    await theirPage.getByRole('textbox', { name: 'Location' }).fill('Lisbon, Portugal');
    await theirPage.getByRole('combobox', { name: 'Project team role' }).click();
    await theirPage.getByRole('option', { name: 'Electrical Engineer' }).click();
    await theirPage.getByRole('button', { name: 'Save' }).click();

    // As a guest of the workspace they see the one project shared with them, and can edit it.
    await expect.poll(() => path(theirPage.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);
    await skipGettingStartedTour(theirPage).catch(() => {});
    await theirPage.getByRole('link', { name: /Harbourfront Pavilion/ }).click();
    await theirPage.getByRole('heading', { name: /Harbourfront Pavilion/ }).waitFor(slow);
    await expect.poll(() => cellText(theirPage, col.manufacturer, 0), slow).toBe('Lumenworks');
    await keepScreenshot(theirPage, 'sharing-guest-project-1280');
    await theirs.close();
  });

  it('shares with someone who has an account outside the workspace, who accepts and opens the project', async () => {
    const sam = { email: 'sam.outside@example.com', password: 'sam-outside-7', name: 'Sam Ortiz' };
    await createReadyUser(sam.email, sam.password, sam.name);
    const context = await newContext(1280);
    const page = await context.newPage();
    await signInToWorkspace(page, creator.email, creator.password);
    const dialog = await openShareDialog(page);
    await dialog.getByRole('combobox', { name: 'Add people' }).fill(sam.email);
    await page.keyboard.press('Enter');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    const question = page.getByRole('dialog', { name: /edit project data/ });
    await question.getByRole('button', { name: 'Assign role' }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Shown as any new address is: pending, the address only, never the account's name.
    const invited = dialog.getByRole('listitem', { name: sam.email });
    await invited.getByText('Pending').waitFor(slow);
    expect(await dialog.getByText(sam.name).count()).toBe(0);
    await keepScreenshot(page, 'sharing-invited-account-1280');
    await context.close();

    // Sam's mail leads to where he accepts; until he does, the project is not his to open.
    const mail = await readMailFromOutbox(sam.email, /shared the project Harbourfront Pavilion/);
    const invitationsLink = new URL(
      mail.match(/Accept or decline the invitation in Specboard: (\S+)/)![1]!,
    );
    const theirs = await newContext(1280);
    const theirPage = await theirs.newPage();
    await signInToWorkspace(theirPage, sam.email, sam.password);
    await theirPage.goto(`/workspace/${workspaceId}/projects/${projectId}`);
    await theirPage.getByRole('heading', { name: 'Project not found' }).waitFor(slow);
    const offer = /shared the project Harbourfront Pavilion in .+ with you as Editor\./;
    await theirPage.getByTestId('invitations-banner').getByText(offer).waitFor(slow);
    await theirPage.goto(invitationsLink.pathname);
    await theirPage.getByRole('heading', { name: 'Invitations' }).waitFor();
    await theirPage.getByText(offer).waitFor();
    await expectAccessible(theirPage);
    await keepScreenshot(theirPage, 'sharing-invitation-1280');
    await theirPage
      .getByRole('button', { name: 'Accept the invitation to Harbourfront Pavilion' })
      .click();

    // Accepting opens the project, which he may now edit as a guest of the workspace.
    await theirPage.getByText('You joined Harbourfront Pavilion.').waitFor(slow);
    await expect
      .poll(() => path(theirPage.url()))
      .toBe(`/workspace/${workspaceId}/projects/${projectId}`);
    await theirPage.getByRole('heading', { name: /Harbourfront Pavilion/ }).waitFor(slow);
    await expect.poll(() => cellText(theirPage, col.manufacturer, 0), slow).toBe('Lumenworks');
    await theirs.close();

    // The creator now sees him by name, no longer pending.
    const again = await newContext(1280);
    const creatorPage = await again.newPage();
    await signInToWorkspace(creatorPage, creator.email, creator.password);
    const reopened = await openShareDialog(creatorPage);
    const joined = reopened.getByRole('listitem', { name: sam.name });
    await joined.waitFor(slow);
    expect(await joined.getByText('Pending').count()).toBe(0);
    await again.close();
  });

  it('lets a viewer request an invite, which the creator opens filled in', async () => {
    const viewer = { email: 'viewer.vera@example.com', password: 'vera-pass-1', name: 'Vera Lind' };
    await createReadyUser(viewer.email, viewer.password, viewer.name);
    await inviteAndAccept(token, workspaceId, viewer, 'viewer');
    const context = await newContext(375, 812);
    const page = await context.newPage();
    await signInToWorkspace(page, viewer.email, viewer.password);
    const dialog = await openShareDialog(page);
    await dialog.getByRole('combobox', { name: 'Add people' }).fill('omar.contractor@example.com');
    await page.keyboard.press('Enter');
    await keepScreenshot(page, 'sharing-request-375');
    await dialog.getByRole('button', { name: 'Request an invite' }).click();
    await page.getByText('Your request has been sent to the project creators.').waitFor(slow);
    await context.close();

    // The creator's mail opens the project with the share dialog filled in.
    const mail = await readMailFromOutbox(creator.email, /omar\.contractor@example\.com/);
    const link = new URL(mail.match(/filled in, at (\S+)/)![1]!);
    const creatorContext = await newContext(1280);
    const creatorPage = await creatorContext.newPage();
    await signInToWorkspace(creatorPage, creator.email, creator.password);
    await creatorPage.goto(`${link.pathname}${link.search}`);
    const filled = creatorPage.getByRole('dialog', { name: /^Share/ });
    await filled.getByText('omar.contractor@example.com').waitFor(slow);
    await filled.getByRole('button', { name: 'Send' }).waitFor();
    await creatorContext.close();
  });

  it('opens the shared link without signing in, read only, until the link is turned off', async () => {
    const context = await newContext(1280);
    const page = await context.newPage();
    await signInToWorkspace(page, creator.email, creator.password);
    const dialog = await openShareDialog(page);
    await dialog.getByRole('switch', { name: 'Anyone with the link can view' }).click();
    const linkField = dialog.getByRole('textbox', { name: 'Link' });
    await linkField.waitFor(slow);
    const url = await linkField.inputValue();
    expect(url).toContain(`/shared-project/${projectId}`);

    const anonymous = await newContext(375, 812);
    const reader = await anonymous.newPage();
    const link = new URL(url);
    await reader.goto(`${link.pathname}${link.search}`);
    await reader.getByText('Read only').waitFor(slow);
    await expect.poll(() => cellText(reader, col.manufacturer, 0), slow).toBe('Lumenworks');
    await keepScreenshot(reader, 'sharing-shared-link-375');
    await expectAccessible(reader);
    // Nothing offers to change the schedule: Enter on a cell opens no editor.
    await reader.keyboard.press('Enter');
    expect(await reader.getByTestId('cell-editor').count()).toBe(0);

    await dialog.getByRole('switch', { name: 'Anyone with the link can view' }).click();
    await reader.getByText('This link is no longer shared.').waitFor(slow);
    await anonymous.close();
    await context.close();
  });
});
