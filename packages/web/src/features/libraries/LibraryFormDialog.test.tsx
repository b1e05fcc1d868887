import { libraryMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { workspaceServer } from '../../test/workspace-server.ts';
import { librariesServer, sampleLibrary } from './libraries.test-server.ts';

const defaultLibrary = sampleLibrary({
  id: 'lib-default',
  name: 'Workspace library',
  kind: 'default',
});
const office = sampleLibrary({ id: 'lib-office', name: 'Office Standards', keywords: ['office'] });

async function openPage() {
  const user = userEvent.setup();
  const fake = librariesServer([defaultLibrary, office]);
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
  return { user, list, requests };
}

describe('New library and Edit', () => {
  it('requires a name, saying so under the field, and sends nothing until given', async () => {
    const { user, list, requests } = await openPage();
    await user.click(screen.getByRole('button', { name: 'New library' }));
    const dialog = await screen.findByRole('dialog', { name: 'New library' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Please enter required value');
    expect(requests('CreateLibrary')).toEqual([]);

    await user.type(name, 'Hospitality');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Hotels and bars',
    );
    const keywords = within(dialog).getByRole('combobox', { name: 'Keywords' });
    await user.type(keywords, 'hotel{Enter}');
    await user.type(keywords, 'bar');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('CreateLibrary')).toEqual([
      {
        workspaceId: 'ws-1',
        name: 'Hospitality',
        description: 'Hotels and bars',
        keywords: ['hotel', 'bar'],
      },
    ]);
    expect(await within(list).findByRole('listitem', { name: 'Hospitality' })).toBeVisible();
    expect(screen.getByText('Library Hospitality is created.')).toBeVisible();
  });

  it('renames a custom library', async () => {
    const { user, list, requests } = await openPage();
    await user.click(within(list).getByRole('button', { name: 'Edit Office Standards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit library' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Office Standards');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Please enter required value');
    await user.type(name, 'Workplace');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByRole('listitem', { name: 'Workplace' })).toBeVisible();
    expect(requests('UpdateLibrary')).toEqual([
      {
        workspaceId: 'ws-1',
        libraryId: 'lib-office',
        name: 'Workplace',
        description: null,
        keywords: ['office'],
      },
    ]);
  });

  it('keeps the default library’s name, saying why', async () => {
    const { user, list } = await openPage();
    await user.click(within(list).getByRole('button', { name: 'Edit Workspace library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit library' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toBeDisabled();
    expect(name).toHaveAccessibleDescription(libraryMessages.defaultNotRenamable);
  });
});
