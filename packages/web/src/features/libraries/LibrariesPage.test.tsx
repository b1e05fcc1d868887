import { libraryMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { denied, sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import { librariesServer, sampleLibrary } from './libraries.test-server.ts';
import type { Library } from './libraries.types.ts';
import { deleteLibraryQuestion } from './useLibraryActions.ts';

afterEach(() => setViewportWidth(1280));

const defaultLibrary = sampleLibrary({
  id: 'lib-default',
  name: 'Workspace library',
  kind: 'default',
  collectionCount: 5,
  createdAt: '2026-10-01T10:00:00.000Z',
});
const office = sampleLibrary({
  id: 'lib-office',
  name: 'Office Standards',
  description: 'Fixtures we specify in offices',
  collectionCount: 2,
  createdAt: '2026-11-02T10:00:00.000Z',
});
const retail = sampleLibrary({
  id: 'lib-retail',
  name: 'Retail',
  collectionCount: 1,
  createdAt: '2026-11-10T10:00:00.000Z',
  abilities: { update: denied('Your assigned role is not permitted to use this feature') },
});

async function openPage(
  libraries: Library[] = [defaultLibrary, retail, office],
  pageSize?: number,
) {
  const user = userEvent.setup();
  const fake = librariesServer(libraries, pageSize);
  const view = renderApp('/workspace/ws-1/libraries', {
    session: signedIn(),
    resolvers: {
      ...workspaceServer({ workspaces: [sampleWorkspace()] }).resolvers,
      ...fake.resolvers,
    },
  });
  const list = await screen.findByRole('list', { name: 'Libraries' }, { timeout: 10_000 });
  const requests = (name: string) =>
    view.server.requests
      .filter((request) => request.operationName === name)
      .map((r) => r.variables);
  return { ...view, user, fake, list, requests };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the libraries page', () => {
  it('lists the default library first, then by name A-Z, each opening its collections', async () => {
    const { list } = await openPage();
    expect(names(list)).toEqual(['Workspace library', 'Office Standards', 'Retail']);
    const card = within(list).getByRole('listitem', { name: 'Office Standards' });
    expect(within(card).getByText('Custom library · 2 collections')).toBeVisible();
    expect(within(card).getByText('Fixtures we specify in offices')).toBeVisible();
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/workspace/ws-1/collections/lib-office',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 libraries');
    const nav = screen.getByTestId('side-nav');
    expect(within(nav).getByRole('link', { name: 'Collections' })).toHaveAttribute(
      'href',
      '/workspace/ws-1/collections',
    );
    expect(within(nav).getByRole('link', { name: 'Libraries' })).toHaveClass('Mui-selected');
    expect(within(nav).getByRole('link', { name: 'Collections' })).not.toHaveClass('Mui-selected');
  });

  it('sorts by the chosen order, the default library still first', async () => {
    const { user, list, requests } = await openPage();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name Z-A' }));
    await waitFor(() =>
      expect(names(list)).toEqual(['Workspace library', 'Retail', 'Office Standards']),
    );
    expect(requests('ListLibraries').at(-1)).toMatchObject({
      sort: 'name',
      direction: 'DESC',
      limit: 18,
    });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Creation date',
      'Last modified',
      'Name A-Z',
      'Name Z-A',
    ]);
  });

  it('loads the next page with Load more', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      sampleLibrary({ id: `lib-${index + 10}`, name: `Library ${index + 10}` }),
    );
    const { user, list } = await openPage([defaultLibrary, ...many]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(18);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('disables an action the engine refuses, with its reason; the default library is never deleted', async () => {
    const { user, list } = await openPage();
    const edit = within(list).getByRole('button', { name: 'Edit Retail' });
    expect(edit).toBeDisabled();
    await user.hover(edit.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Your assigned role is not permitted to use this feature',
    );
    expect(within(list).getByRole('button', { name: 'Delete Workspace library' })).toBeDisabled();
    await user.hover(
      within(list).getByRole('button', { name: 'Delete Workspace library' })
        .parentElement as HTMLElement,
    );
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(libraryMessages.defaultNotDeletable),
    );
  });

  it('deletes a custom library once asked, naming it and where its collections go', async () => {
    const { user, list, requests } = await openPage();
    await user.click(within(list).getByRole('button', { name: 'Delete Office Standards' }));
    const question = await screen.findByRole('dialog', { name: 'Delete library?' });
    expect(question).toHaveTextContent(deleteLibraryQuestion(office));
    expect(question).toHaveTextContent('Its collections move to the default library.');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names(list)).toEqual(['Workspace library', 'Retail']));
    expect(requests('DeleteLibrary')).toEqual([{ workspaceId: 'ws-1', libraryId: 'lib-office' }]);
  });

  it('shows a library’s details in Info', async () => {
    const { user, list } = await openPage();
    await user.click(within(list).getByRole('button', { name: 'Info Office Standards' }));
    const info = await screen.findByRole('dialog', { name: 'Library info' });
    expect(await within(info).findByText('2 collections')).toBeVisible();
    expect(within(info).getByText('Custom library')).toBeVisible();
    expect(within(info).getByText('Fixtures we specify in offices')).toBeVisible();
  });

  it('puts the actions in a menu on phones (375 px), refusals saying why', async () => {
    setViewportWidth(375);
    const { user, list } = await openPage();
    expect(within(list).queryByRole('button', { name: 'Edit Retail' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Actions for Retail' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'EditYour assigned role is not permitted to use this feature',
      'Info',
      'Share',
      'Delete',
    ]);
  });
});
