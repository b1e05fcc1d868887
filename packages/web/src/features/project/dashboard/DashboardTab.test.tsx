import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { denied } from '../../../test/workspace-fixtures.ts';
import {
  openProjectPage,
  sampleAggregation,
  sampleProjectDetails,
  typeTotal,
} from '../project-page.fixtures.ts';

/** The value shown for a label of a figure list (a dt and its dd). */
function figure(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const region = (name: string) => screen.findByRole('region', { name });

// Each test renders the whole app, whose routes load lazily: on a busy machine a page can take
// seconds to appear. (Test files run isolated, so this setting stays in this file.)
configure({ asyncUtilTimeout: 10_000 });

// The routes load these lazily; compiling them once here keeps the first test within its time.
beforeAll(async () => {
  await Promise.all([import('../ProjectPage.tsx'), import('./DashboardTab.tsx')]);
}, 30_000);

describe('budget dashboard', () => {
  it('reads 0 and explains the charts before the schedule has rows', async () => {
    openProjectPage();
    const budget = await region('Budget');
    expect(figure(budget, 'Base budget')).toBe('$250,000.00');
    expect(figure(budget, 'Total cost')).toBe('$0.00');
    expect(figure(budget, 'Remaining budget')).toBe('$250,000.00');
    const power = await region('Power');
    expect(figure(power, 'Total power')).toBe('0 W');
    expect(figure(power, 'Power density')).toBe('0.00 W/ft²');
    expect(figure(power, 'Target')).toBe('0.90 W/ft²');
    expect(
      within(await region('Cost by type')).getByText(
        'Costs by type appear here once products are added to the schedule.',
      ),
    ).toBeInTheDocument();
    expect(
      within(await region('Power by type')).getByText(
        'Power by type appears here once products are added to the schedule.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /by share/ })).not.toBeInTheDocument();
  });

  it('shows an overspend and a power density over target, in exact decimals', async () => {
    openProjectPage({
      aggregation: sampleAggregation({
        baseBudget: 100,
        totalCost: '100.01',
        totalPower: 1234.5,
        area: 1000,
        areaUnit: 'meter',
        powerDensity: 1.2345,
        targetPowerDensity: 1,
        typeSumValues: [typeTotal('A', '100.01', 1234.5)],
      }),
    });
    const budget = await region('Budget');
    expect(figure(budget, 'Over budget')).toBe('$0.01');
    expect(within(budget).getByText('The total cost is over the base budget.')).toBeInTheDocument();
    const power = await region('Power');
    expect(figure(power, 'Total power')).toBe('1,234.5 W');
    expect(figure(power, 'Power density')).toBe('1.23 W/m²');
    expect(within(power).getByTestId('density-standing')).toHaveTextContent(
      'Over target by 0.23 W/m²',
    );
  });

  it('says when power density is within target, or cannot be worked out', async () => {
    const view = openProjectPage({
      aggregation: sampleAggregation({ powerDensity: 0.5, targetPowerDensity: 0.9 }),
    });
    const power = await region('Power');
    expect(within(power).getByTestId('density-standing')).toHaveTextContent(
      'Within target, 0.40 W/ft² under',
    );
    act(() => view.aggregations.next(sampleAggregation({ area: 0, powerDensity: 0 })));
    await waitFor(() =>
      expect(within(power).getByTestId('density-standing')).toHaveTextContent(
        "Power density appears once the project's area is set.",
      ),
    );
  });

  it('updates live from pushed figures, grouping types under 5% as Others', async () => {
    const view = openProjectPage();
    const budget = await region('Budget');
    act(() =>
      view.aggregations.next(
        sampleAggregation({
          totalCost: '1000',
          totalPower: 2000,
          powerDensity: 2,
          typeSumValues: [
            typeTotal('Downlight', '900', 1000),
            typeTotal('Sconce', '49.99', 500),
            typeTotal('Track', '40', 400),
            typeTotal('', '10.01', 100),
          ],
        }),
      ),
    );
    await waitFor(() => expect(figure(budget, 'Total cost')).toBe('$1,000.00'));
    expect(figure(budget, 'Remaining budget')).toBe('$249,000.00');

    const costs = screen.getByRole('list', { name: 'Cost by type, by share' });
    const costRows = within(costs)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(costRows).toEqual([
      'Downlight$900.0090.0%',
      'Others (Sconce, Track, No type)$100.0010.0%',
    ]);

    const power = screen.getByRole('list', { name: 'Power by type, by share' });
    const powerRows = within(power)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // 100 W of 2,000 is exactly 5%: it keeps its own slice.
    expect(powerRows).toEqual([
      'Downlight1,000 W50.0%',
      'Sconce500 W25.0%',
      'Track400 W20.0%',
      'No type100 W5.0%',
    ]);
  });

  it('saves a new base budget', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openProjectPage();
    const budget = await region('Budget');
    await user.click(within(budget).getByRole('button', { name: 'Edit base budget' }));
    const field = within(budget).getByRole('textbox', { name: 'Base budget' });
    await user.clear(field);
    await user.type(field, '3x00000');
    expect(
      await within(budget).findByText('The base budget must be a number, like 185,000.50.'),
    ).toBeVisible();
    expect(within(budget).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '300,000.25');
    await user.click(within(budget).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(figure(budget, 'Base budget')).toBe('$300,000.25'));
    expect(view.requests('UpdateProjectBaseBudget')[0]!.variables).toEqual({
      projectId: 'project-1',
      workspaceId: 'ws-1',
      baseBudget: 300000.25,
    });
    expect(within(budget).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('saves the notes when they lose focus, once', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openProjectPage();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Client wants warm white{Enter}Check the lobby');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(view.requests('UpdateProjectNotes').map((request) => request.variables)).toEqual([
      {
        projectId: 'project-1',
        workspaceId: 'ws-1',
        aggregationId: 'aggregation-1',
        notes: 'Client wants warm white\nCheck the lobby',
      },
    ]);
  });

  it('saves the notes with Save, without a second save from the blur', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openProjectPage();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Dimming: 0-10 V');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    await user.click(document.body);
    expect(view.requests('UpdateProjectNotes')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  });

  it('shows notes pushed from another session, but keeps the ones being written', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openProjectPage();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    act(() => view.aggregations.next(sampleAggregation({ notes: 'From a colleague' })));
    await waitFor(() => expect(notes).toHaveValue('From a colleague'));
    await user.type(notes, ', and mine');
    act(() => view.aggregations.next(sampleAggregation({ notes: 'Changed again' })));
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeInTheDocument());
    expect(notes).toHaveValue('From a colleague, and mine');
  });

  it('asks before leaving with unsaved notes', async () => {
    const user = userEvent.setup({ delay: null });
    const view = openProjectPage();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Unsaved');
    // Leaving by the keyboard-free route: a navigation that does not blur the field first.
    act(() => void view.router.navigate('/workspace/ws-1/projects'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave page? Changes you made may not be saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.router.state.location.pathname).toBe(
      '/workspace/ws-1/projects/project-1/dashboard',
    );
  });

  it('disables editing with the reason when the role may not edit', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Your assigned role is not permitted to use this feature';
    openProjectPage({ project: sampleProjectDetails({ viewerCan: { edit: denied(message) } }) });
    const button = await screen.findByRole('button', { name: 'Edit base budget' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(message);
  });

  it('disables editing when the project is archived while open', async () => {
    const view = openProjectPage();
    await screen.findByRole('region', { name: 'Budget' });
    expect(screen.getByRole('button', { name: 'Edit base budget' })).toBeEnabled();
    act(() =>
      view.statusChanges.next({ projectId: 'project-1', workspaceId: 'ws-1', status: 'archived' }),
    );
    // The page is on its way to the list; nothing may be edited meanwhile.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit base budget' })).not.toBeInTheDocument(),
    );
  });
});
