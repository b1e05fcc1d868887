import { denialMessage, messages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { followingServer } from '../collection-following/collection-following.test-server.ts';
import { billingServer } from '../upgrade/upgrade.fixtures.tsx';
import {
  collectionsServer,
  defaultLibrary,
  lightingLibrary,
  sampleCollection,
} from './collections.test-server.ts';

const capMessage = denialMessage('collectionCap', 'collection:create');

const lamps = sampleCollection({ id: 'col-1', name: 'Lamps', productsCount: 12 });
const sconces = sampleCollection({
  id: 'col-2',
  name: 'Sconces',
  libraryId: lightingLibrary.id,
  collectionGroup: 'workspace',
  author: 'Grace Hopper',
});
const pendants = sampleCollection({ id: 'col-3', name: 'Pendants', collectionGroup: 'shared' });

function openCollections(
  path = '/workspace/ws-1/collections',
  options: Partial<Parameters<typeof collectionsServer>[0]> = {},
) {
  const fake = collectionsServer({ collections: [lamps, sconces, pendants], ...options });
  const billing = billingServer(sampleWorkspace({ workspaceType: 'free' }));
  const view = renderApp(path, {
    session: signedIn(),
    resolvers: { ...billing.resolvers, ...followingServer().resolvers, ...fake.resolvers },
  });
  return { ...view, fake };
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });
const requests = (view: ReturnType<typeof openCollections>, operation: string) =>
  view.server.requests.filter((request) => request.operationName === operation);

describe('collections page', () => {
  it('shows the groups in order with their counts, and cards that open the collection', async () => {
    const view = openCollections();
    const privateSection = await section('Private');
    const cards = await within(privateSection).findAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('Lamps')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('12 products · Default library')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/workspace/ws-1/collection/col-1',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Private', 'Shared with me', 'Workspace', 'Followed', 'Suggested']);
    expect(within(await section('Workspace')).getByLabelText('1 collection')).toBeInTheDocument();
    // One request per group, so that each loads (and is cancelled) on its own; Suggested
    // asks for the viewer's suggestions.
    await waitFor(() => expect(requests(view, 'ListMyCollectionGroup')).toHaveLength(4));
    expect(requests(view, 'ListMyCollectionSuggestions')).toHaveLength(1);
  });

  it("pages a group with 'Show more'", async () => {
    const many = ['A', 'B', 'C'].map((name, index) =>
      sampleCollection({ id: `c-${index}`, name: `Lights ${name}` }),
    );
    const user = userEvent.setup();
    const view = openCollections('/workspace/ws-1/collections', { collections: many, pageSize: 2 });
    const privateSection = await section('Private');
    await within(privateSection).findByText('Lights B');
    expect(within(privateSection).queryByText('Lights C')).not.toBeInTheDocument();
    expect(within(privateSection).getByLabelText('3 collections')).toBeInTheDocument();
    await user.click(within(privateSection).getByRole('button', { name: 'Show more' }));
    await within(privateSection).findByText('Lights C');
    expect(within(privateSection).queryByRole('button', { name: 'Show more' })).toBeNull();
    const pages = requests(view, 'ListMyCollectionGroup').filter((r) => r.variables.nextToken);
    expect(pages[0]!.variables).toMatchObject({ groups: ['private'], nextToken: '2' });
  });

  it("cancels one group's loading with its Cancel, leaving the others", async () => {
    const user = userEvent.setup();
    openCollections('/workspace/ws-1/collections', { hang: ['workspace'] });
    const workspaceSection = await section('Workspace');
    await user.click(await within(workspaceSection).findByRole('button', { name: 'Cancel' }));
    expect(await within(workspaceSection).findByText(/Loading cancelled/)).toBeInTheDocument();
    expect(within(await section('Private')).getByText('Lamps')).toBeInTheDocument();
  });

  it('keeps a moved group in its place and a collapsed group closed, on the server', async () => {
    const user = userEvent.setup();
    const view = openCollections();
    const privateSection = await section('Private');
    await user.click(
      within(privateSection).getByRole('button', { name: 'Private section options' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Shared with me',
        'Private',
        'Workspace',
        'Followed',
        'Suggested',
      ]),
    );
    expect(view.fake.state.order.slice(0, 2)).toEqual(['shared', 'private']);

    await user.click(
      within(privateSection).getByRole('button', { name: /Private/, expanded: true }),
    );
    await waitFor(() => expect(within(privateSection).queryByText('Lamps')).toBeNull());
    expect(view.fake.state.collapsed).toEqual(['private']);
  });

  it('narrowed to a library, is titled by it, links back to Libraries and leaves out library names', async () => {
    openCollections(`/workspace/ws-1/collections/${lightingLibrary.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lighting' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Libraries' })).toHaveAttribute(
      'href',
      '/workspace/ws-1/libraries',
    );
    const workspaceSection = await section('Workspace');
    const card = await within(workspaceSection).findByRole('listitem', { name: 'Sconces' });
    expect(within(card).getByText('0 products')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      `/workspace/ws-1/collection/col-2/${lightingLibrary.id}`,
    );
    expect(within(await section('Private')).getByText('No collections yet')).toBeInTheDocument();
  });

  it('asks for a name, then creates the collection and opens it', async () => {
    const user = userEvent.setup();
    const view = openCollections();
    await section('Private');
    await user.click(screen.getAllByRole('button', { name: 'New collection' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(messages.requiredValue)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Downlights');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(/\/collection\/col-new-4$/),
    );
    expect(requests(view, 'CreateCollectionV3')[0]!.variables).toMatchObject({
      name: 'Downlights',
      libraryId: defaultLibrary.id,
    });
  });

  it('opens the upgrade gate when the free cap refuses a new collection', async () => {
    const user = userEvent.setup();
    openCollections('/workspace/ws-1/collections', { atCap: true });
    await section('Private');
    await user.click(screen.getAllByRole('button', { name: 'New collection' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sixth');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const upgrade = await screen.findByRole('dialog', { name: 'Upgrade your workspace' });
    expect(within(upgrade).getByText(capMessage)).toBeInTheDocument();
  });

  it('shows the gate on New collection when the library refuses it for the cap', async () => {
    openCollections('/workspace/ws-1/collections', {
      libraries: [
        {
          ...defaultLibrary,
          addProducts: {
            __typename: 'Ability',
            allowed: false,
            reason: 'collectionCap',
            message: capMessage,
          },
        },
      ],
    });
    await section('Private');
    const buttons = await screen.findAllByRole('button', { name: 'New collection' });
    expect(buttons[0]).toBeDisabled();
    expect((await screen.findAllByTestId('upgrade-gate')).length).toBeGreaterThan(0);
  });

  it('copies a collection into Private and deletes one after naming it', async () => {
    const user = userEvent.setup();
    openCollections();
    const workspaceSection = await section('Workspace');
    await user.click(
      await within(workspaceSection).findByRole('button', { name: 'Options for Sconces' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    const privateSection = await section('Private');
    expect(await within(privateSection).findByText('Sconces (copy)')).toBeInTheDocument();
    expect(within(privateSection).getByLabelText('2 collections')).toBeInTheDocument();

    await user.click(within(privateSection).getByRole('button', { name: 'Options for Lamps' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete collection' });
    expect(within(confirm).getByText(/“Lamps”/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(privateSection).queryByText('Lamps')).toBeNull());
  });

  it('shows a collection’s info: description, keywords, products of 100', async () => {
    const user = userEvent.setup();
    const described = sampleCollection({ id: 'col-7', name: 'Track lights' });
    Object.assign(described, { description: 'Gallery track', keywords: ['track', 'led'] });
    openCollections('/workspace/ws-1/collections', { collections: [described] });
    const privateSection = await section('Private');
    await user.click(
      await within(privateSection).findByRole('button', { name: 'Options for Track lights' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Info' }));
    const info = await screen.findByRole('dialog', { name: 'Track lights' });
    expect(within(info).getByText('Gallery track')).toBeInTheDocument();
    expect(within(info).getByText('led')).toBeInTheDocument();
    expect(within(info).getByText('0 of 100')).toBeInTheDocument();
    expect(await within(info).findByText(/Nobody has been given a role/)).toBeInTheDocument();
  });

  it('disables an action the role forbids, with its reason', async () => {
    const user = userEvent.setup();
    const locked = sampleCollection({
      id: 'col-9',
      name: 'Locked',
      collectionGroup: 'shared',
      abilities: {
        ...lamps.abilities,
        delete: {
          allowed: false,
          reason: 'noRole',
          message: 'Only its creator may delete it',
        },
      },
    });
    openCollections('/workspace/ws-1/collections', { collections: [locked] });
    const shared = await section('Shared with me');
    await user.click(await within(shared).findByRole('button', { name: 'Options for Locked' }));
    const item = await screen.findByRole('menuitem', { name: /Delete/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(within(item).getByText('Only its creator may delete it')).toBeInTheDocument();
  });

  it('follows live changes: a new collection joins its group, a changed count shows', async () => {
    const view = openCollections();
    const privateSection = await section('Private');
    await within(privateSection).findByText('Lamps');
    const arrived = sampleCollection({ id: 'col-live', name: 'Arrived' });
    view.fake.changes.next({
      __typename: 'CollectionEvent',
      collectionId: 'col-live',
      workspaceId: 'ws-1',
      status: 'active',
      productsCount: 0,
      collection: arrived,
    });
    expect(await within(privateSection).findByText('Arrived')).toBeInTheDocument();
    view.fake.changes.next({
      __typename: 'CollectionEvent',
      collectionId: 'col-1',
      workspaceId: 'ws-1',
      status: 'active',
      productsCount: 13,
      collection: { ...lamps, productsCount: 13 },
    });
    expect(
      await within(privateSection).findByText('13 products · Default library'),
    ).toBeInTheDocument();
    view.fake.changes.next({
      __typename: 'CollectionEvent',
      collectionId: 'col-1',
      workspaceId: 'ws-1',
      status: 'deleted',
      productsCount: 0,
      collection: null,
    });
    await waitFor(() => expect(within(privateSection).queryByText('Lamps')).toBeNull());
  });
});
