import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyUser, signInThroughUi, skipGettingStartedTour } from './support/accounts.ts';
import { expectAccessible, keepScreenshot, launchBrowser, openPage } from './support/browser.ts';

const path = (url: string) => new URL(url).pathname;

describe('projects', () => {
  let browser: Browser;
  const email = 'project.lead@example.com';
  const password = 'project-pass-5';

  beforeAll(async () => {
    browser = await launchBrowser();
    // This journey meets the Getting Started tour, as a new user on a wide screen does.
    await createReadyUser(email, password, 'Noor Haddad', { tour: 'pending' });
  });
  afterAll(() => browser?.close());

  it('creates a project through the modal with an address picked from suggestions, finds it, stars it, edits its details, archives and restores it', async () => {
    const page = await openPage(browser, 1280);
    await signInThroughUi(page, email, password);
    await expect.poll(() => path(page.url())).toMatch(/^\/workspace\/[^/]+\/projects$/);

    // The tour, once, on a wide screen.
    const tour = page.getByRole('dialog', { name: 'Getting started with Specboard' });
    await tour.waitFor();
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('heading', { name: 'Schedule' }).waitFor();
    await keepScreenshot(page, 'projects-tour-1280');
    await expectAccessible(page);
    await skipGettingStartedTour(page);
    await page.getByText(/No projects yet/).waitFor();
    await keepScreenshot(page, 'projects-empty-1280');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Project name' }).fill('Harbour Hotel');
    await dialog.getByRole('combobox', { name: 'Address' }).fill('Vancou');
    await page
      .getByRole('option', { name: /Vancouver, Canada/ })
      .first()
      .click();
    await dialog.getByRole('textbox', { name: 'Phase' }).fill('Design Development');
    await dialog.getByRole('textbox', { name: 'Number' }).fill('P-104');
    // A budget it cannot read is refused, saying why; typed with grouping and cents, kept exactly.
    const budget = dialog.getByRole('textbox', { name: 'Base budget' });
    await budget.pressSequentially('185.000,50');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('The base budget must be a number, like 185,000.50.').waitFor();
    await budget.clear();
    await budget.pressSequentially('185,000.50');
    await keepScreenshot(page, 'projects-new-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const title = 'P-104 - Harbour Hotel - Design Development';
    const row = (name: string) => page.getByRole('listitem', { name });
    await row(title).waitFor();
    await page.getByRole('button', { name: 'New project' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Project name' })
      .fill('City Library');
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: 'Address' })
      .fill('Portland, Oregon');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await row('City Library').waitFor();

    // Found by search, then starred: it is under Starred, the other project is not.
    await page.getByLabel('Search by name').fill('hotel');
    await expect.poll(() => row('City Library').count()).toBe(0);
    await row(title)
      .getByRole('button', { name: `Star ${title}` })
      .click();
    await row(title)
      .getByRole('button', { name: `Unstar ${title}` })
      .waitFor();
    await page.getByLabel('Search by name').fill('');
    await row('City Library').waitFor();
    const views = page.getByRole('group', { name: 'Starred views' });
    await views.getByRole('button', { name: 'Starred', exact: true }).click();
    await expect.poll(() => row('City Library').count()).toBe(0);
    await row(title).waitFor();

    // A colour and an icon for it.
    await row(title)
      .getByRole('button', { name: `Colour and icon of ${title}` })
      .click();
    const picker = page.getByRole('dialog', { name: `Colour and icon of ${title}` });
    await picker.getByRole('button', { name: 'Colour #1e7a3c' }).click();
    await picker.getByRole('button', { name: 'Icon Hotel' }).click();
    await expect
      .poll(() => picker.getByRole('button', { name: 'Icon Hotel' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await keepScreenshot(page, 'projects-starred-1280');
    await views.getByRole('button', { name: 'All projects' }).click();
    await row('City Library').waitFor();

    // Project Details: a new phase, shown in the title.
    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Project details' }).click();
    const details = page.getByRole('dialog', { name: 'Project details' });
    const phase = details.getByRole('textbox', { name: 'Phase' });
    await expect.poll(() => phase.inputValue()).toBe('Design Development');
    expect(await details.getByRole('textbox', { name: 'Base budget' }).inputValue()).toBe(
      '185,000.50',
    );
    await phase.fill('Construction Documents');
    await keepScreenshot(page, 'projects-details-dialog');
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Save' }).click();
    await details.waitFor({ state: 'hidden' });
    const renamed = 'P-104 - Harbour Hotel - Construction Documents';
    await row(renamed).waitFor();

    await page.getByRole('button', { name: `Archive ${renamed}` }).click();
    await expect.poll(() => row(renamed).count()).toBe(0);
    await page.getByRole('tab', { name: 'Archived' }).click();
    await row(renamed).waitFor();
    // Archived: its details are read-only, with the reason.
    await page.getByRole('button', { name: `More actions for ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Project details' }).click();
    await details.getByText('Project is archived and cannot be updated').waitFor();
    expect(await details.getByRole('textbox', { name: 'Phase' }).isDisabled()).toBe(true);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Restore ${renamed}` }).click();
    await expect.poll(() => row(renamed).count()).toBe(0);
    await page.getByRole('tab', { name: 'Active' }).click();
    await row(renamed).waitFor();

    // Grouped by tag: both projects are untagged.
    await page.getByRole('switch', { name: 'Group by tag' }).click();
    await page.getByRole('button', { name: 'No tag (2)' }).waitFor();
    await keepScreenshot(page, 'projects-list-1280');
    await expectAccessible(page);
    await page.getByRole('switch', { name: 'Group by tag' }).click();

    // Once dismissed, the tour stays closed.
    await page.reload();
    await row(renamed).waitFor();
    expect(await tour.count()).toBe(0);
    await page.context().close();
  });

  it('lists projects at phone width, without the tour', async () => {
    const other = 'phone.user@example.com';
    await createReadyUser(other, password, 'Sam Phone', { tour: 'pending' });
    const page = await openPage(browser, 375, 812);
    await signInThroughUi(page, other, password);
    await page.getByText(/No projects yet/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.context().close();
    const mine = await openPage(browser, 375, 812);
    await signInThroughUi(mine, email, password);
    await mine.getByRole('listitem', { name: 'City Library' }).waitFor();
    await keepScreenshot(mine, 'projects-list-375');
    await expectAccessible(mine);
    await mine.context().close();
  });
});
