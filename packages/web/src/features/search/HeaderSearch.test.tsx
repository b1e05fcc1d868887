import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { sampleWorkspace } from '../../test/workspace-fixtures.ts';
import { billingServer } from '../upgrade/upgrade.fixtures.tsx';
import { type FakeHit, searchServer } from './search.test-server.ts';

const products: FakeHit[] = [
  {
    id: 'p1',
    collectionId: 'c1',
    collectionName: 'Facade lights',
    name: 'Lumenpulse Lumenfacade',
    cells: { manufacturer: 'Lumenpulse', model: 'Lumenfacade', productCode: 'LF-30' },
  },
  {
    id: 'p2',
    collectionId: 'c1',
    collectionName: 'Facade lights',
    name: 'Orbit Halo',
    cells: { manufacturer: 'Orbit', model: 'Halo' },
  },
];

function openApp(path = '/workspace/ws-1/search') {
  const billing = billingServer(sampleWorkspace());
  const search = searchServer({
    products,
    collections: [{ id: 'c1', name: 'Facade lights', productsCount: 2 }],
  });
  const view = renderApp(path, {
    session: signedIn(),
    resolvers: { ...billing.resolvers, ...search.resolvers },
  });
  return { ...view, user: userEvent.setup() };
}

const banner = () => screen.findByRole('banner', {}, { timeout: 5000 });
const headerField = async () =>
  within(await banner()).findByRole('combobox', { name: 'Search products and collections' });

afterEach(() => setViewportWidth(1280));

describe('header search', () => {
  it('lists matching products and collections as one types, the words highlighted', async () => {
    const view = openApp();
    const field = await headerField();
    await view.user.type(field, 'lumen');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const product = () => within(listbox).getByRole('option', { name: /Lumenpulse Lumenfacade/ });
    // Once the answer for the whole word is in, 'Lumen' is marked twice in the name.
    await waitFor(() =>
      expect([...product().querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
        'Lumen',
        'Lumen',
      ]),
    );
    expect(product()).toHaveTextContent('Facade lights');
    expect(within(listbox).queryByRole('option', { name: /Orbit/ })).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    // The product list asked for a few products, part of words.
    const asked = view.server.requests.filter((r) => r.operationName === 'SearchProducts').at(-1);
    expect(asked?.variables).toMatchObject({ query: 'lumen', limit: 6, match: 'PART' });
    expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent(
      'See all results for ‘lumen’',
    );
  });

  it('moves through the results with the arrow keys, opens one with Enter, closes with Escape', async () => {
    const view = openApp();
    const field = await headerField();
    await view.user.type(field, 'facade');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: /Lumenfacade/ });
    await view.user.keyboard('{ArrowDown}');
    const first = within(listbox).getAllByRole('option')[0]!;
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', first.id);
    await view.user.keyboard('{ArrowDown}');
    // The second option is the collection.
    const second = within(listbox).getAllByRole('option')[1]!;
    expect(second).toHaveTextContent('Facade lights');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await view.user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await view.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/workspace/ws-1/collection/c1/product/p1'),
    );
  });

  it('closes the list when Tab moves on', async () => {
    const view = openApp();
    const field = await headerField();
    await view.user.type(field, 'facade');
    await within(await screen.findByRole('listbox')).findByRole('option', { name: /Lumenfacade/ });
    await view.user.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('facade');
  });

  it('says at once that a query is too long, in the server’s words, and does not send it', async () => {
    const view = openApp();
    const field = await headerField();
    await view.user.click(field);
    await view.user.paste('lumen '.repeat(34));
    expect(field).toHaveValue('lumen '.repeat(34));
    const listbox = await screen.findByRole('listbox');
    expect(
      await within(listbox).findByText('A search can be at most 200 characters long.'),
    ).toBeInTheDocument();
    expect(within(listbox).queryByText('Searching…')).not.toBeInTheDocument();
    const asked = view.server.requests.filter((r) => r.operationName === 'SearchProducts');
    expect(asked.every((r) => String(r.variables?.query).length <= 200)).toBe(true);
  });

  it('opens every result on the search page from "See all results"', async () => {
    const view = openApp('/workspace/ws-1/search');
    const field = await headerField();
    await view.user.type(field, 'orbit');
    const all = await screen.findByRole('option', { name: /See all results for ‘orbit’/ });
    await view.user.click(all);
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=orbit'));
    const found = await screen.findByRole('list', { name: 'Products found' });
    const item = await within(found).findByRole('button', { name: /Orbit Halo/ });
    expect(within(item).getAllByText('Orbit', { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Search products and collections' })).toHaveValue(
      'orbit',
    );
  });

  it('is an icon on a phone that opens the field over the header', async () => {
    setViewportWidth(375);
    const view = openApp();
    const button = await within(await banner()).findByRole('button', {
      name: 'Search products and collections',
    });
    await view.user.click(button);
    const field = await headerField();
    expect(field).toHaveFocus();
    await view.user.type(field, 'halo');
    expect(await screen.findByRole('option', { name: /Orbit Halo/ })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(within(screen.getByRole('banner')).queryByRole('combobox')).not.toBeInTheDocument();
  });
});
