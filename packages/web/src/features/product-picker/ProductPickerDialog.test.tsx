import { searchLimits, searchMessages } from '@specboard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createTestServer, graphqlError } from '../../test/test-apollo.ts';
import { ProductPickerDialog } from './ProductPickerDialog.tsx';

const collection = (id: string, name: string, libraryId: string, productsCount = 2) => ({
  __typename: 'Collection',
  id,
  name,
  libraryId,
  productsCount,
  editable: true,
});

const product = (id: string, cells: Record<string, string>) => ({
  id,
  key: `ROW#${id}`,
  order: 1,
  hidden: false,
  cells,
  versions: {},
  session: null,
  updatedBy: null,
  updatedAt: '2026-11-27T08:00:00.000Z',
});

const products: Record<string, ReturnType<typeof product>[]> = {
  downlights: [
    product('p1', { typeDesignation: 'Downlight', manufacturer: 'Lumen & Co', model: 'DL-90' }),
    product('p2', { typeDesignation: 'Wall washer', manufacturer: 'Orbit', model: 'WW-3' }),
  ],
  pendants: [product('p3', { typeDesignation: 'Pendant', manufacturer: 'Orbit', model: 'OR-12' })],
};

function setup(locked: boolean) {
  const created: Record<string, unknown>[] = [];
  const searches: Record<string, any>[] = [];
  const server = createTestServer(undefined, {
    session: signedIn(),
    resolvers: {
      listCollectionsForProduct: () => ({
        __typename: 'CollectionsForProduct',
        sourceLibraryId: locked ? 'lib-office' : null,
        projectSourceLibraryCollections: [
          collection('downlights', 'Office downlights', 'lib-office'),
          collection('pendants', 'Office pendants', 'lib-office', 1),
        ],
        userCollections: locked ? [] : [collection('mine', 'My finds', 'lib-mine', 0)],
      }),
      listRecentProducts: () =>
        ['p3', 'p1', 'p2', 'p9'].map((productId, index) => ({
          __typename: 'RecentProduct',
          productId,
          collectionId:
            productId === 'p3' ? 'pendants' : productId === 'p9' ? 'elsewhere' : 'downlights',
          libraryId: 'lib-office',
          collectionName: productId === 'p3' ? 'Office pendants' : 'Office downlights',
          name: `Recent ${productId}`,
          usedAt: `2026-11-2${index}T08:00:00.000Z`,
        })),
      // The server's search, played as every word a part of a cell of the chosen collection's rows.
      searchProductsV3: ({ query, filters, match }) => {
        searches.push({ query, filters, match });
        if (query.length > searchLimits.maxQueryLength) {
          return graphqlError(searchMessages.queryTooLong, 'BAD_USER_INPUT');
        }
        const words = query.toLowerCase().split(/\s+/).filter(Boolean);
        const found = (filters.collectionIds as string[]).flatMap((collectionId) =>
          (products[collectionId] ?? [])
            .filter((row) => {
              const text = Object.values(row.cells).join(' ').toLowerCase();
              return words.every((word: string) => text.includes(word));
            })
            .map((row) => ({
              __typename: 'ProductSearchHit',
              id: row.id,
              collectionId,
              collectionName: collectionId,
              workspaceId: 'ws-1',
              name: `${row.cells.manufacturer} ${row.cells.model}`,
              cells: row.cells,
              cct: [],
              cri: null,
              lengthMm: null,
              thumbnail: null,
              relevance: 1,
            })),
        );
        return {
          __typename: 'ProductSearchResponse',
          data: found,
          username: 'user-1',
          scrollID: null,
          queryName: 'search',
          query,
          requestId: null,
          match,
          total: found.length,
          capped: false,
          terms: words,
          understood: [],
        };
      },
      listStructuredCollectionRows: ({ collectionId }) => ({
        __typename: 'ScheduleRowsPage',
        data: products[collectionId] ?? [],
        nextToken: null,
      }),
      createProjectProducts: (variables) => {
        created.push(variables);
        return variables.productIds.map((id: string) => product(`row-${id}`, {}));
      },
    },
  });
  const onAdded = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ProductPickerDialog
      open
      workspaceId="ws-1"
      projectId="p-1"
      nearRowId="row-7"
      onAdded={onAdded}
      onClose={onClose}
    />,
    { client: server.client, session: server.session },
  );
  return { created, searches, onAdded, onClose, user: userEvent.setup() };
}

describe('Add from library', () => {
  it("keeps a project locked to a source library to that library's collections, saying so", async () => {
    setup(true);
    expect(
      await screen.findByText('This project is locked to a source library'),
    ).toBeInTheDocument();
    const collections = screen.getByRole('list', { name: 'Collections' });
    expect(
      within(collections)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Office downlights2 products', 'Office pendants1 product']);
    // Three recent products at most, and none from a collection the project may not use.
    const recent = screen.getByRole('list', { name: 'Recent products' });
    expect(within(recent).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(recent).queryByText('Recent p9')).not.toBeInTheDocument();
  });

  it('searches every collection the project may take from when asked, each product naming its collection', async () => {
    const { searches, user } = setup(false);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(await within(list).findByText('Downlight')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Search all collections' }));
    expect(await within(list).findByText('Type to search every collection.')).toBeInTheDocument();
    expect(screen.getByText('Products in all collections')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search products'), 'orbit');
    const pendant = await within(list).findByRole('checkbox', { name: /Pendant/ });
    expect(within(list).getByRole('checkbox', { name: /Wall washer/ })).toBeInTheDocument();
    expect(pendant.closest('li')).toHaveTextContent('pendants');
    expect(searches.at(-1)?.filters).toEqual({
      collectionIds: ['downlights', 'pendants', 'mine'],
    });
    // Opening a collection searches that one again.
    await user.click(screen.getByRole('button', { name: /Office pendants/ }));
    expect(screen.getByRole('switch', { name: 'Search all collections' })).not.toBeChecked();
    await waitFor(() => expect(searches.at(-1)?.filters).toEqual({ collectionIds: ['pendants'] }));
  });

  it('tells a query too long in the server’s words alone', async () => {
    const { user } = setup(false);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(await within(list).findByText('Downlight')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Search products'));
    await user.paste('orbit '.repeat(40));
    expect(await screen.findByText(searchMessages.queryTooLong)).toBeInTheDocument();
    expect(within(list).queryByText(/No product matches/)).not.toBeInTheDocument();
  });

  it('searches the chosen collection on the server as one types, and adds the ticked products below the selected row', async () => {
    const { created, searches, onAdded, onClose, user } = setup(false);
    expect(await screen.findByRole('button', { name: /My finds/ })).toBeInTheDocument();
    expect(
      screen.queryByText('This project is locked to a source library'),
    ).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Products' });
    expect(await within(list).findByText('Downlight')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search products'), 'orbit');
    await waitFor(() => expect(within(list).queryByText('Downlight')).not.toBeInTheDocument());
    const washer = await within(list).findByRole('checkbox', { name: /Wall washer/ });
    // The word found is marked in what identifies the product.
    expect(within(list).getByText('Orbit', { selector: 'mark' })).toBeInTheDocument();
    expect(searches.at(-1)).toEqual({
      query: 'orbit',
      filters: { collectionIds: ['downlights'] },
      match: 'PART',
    });
    await user.click(washer);

    await user.click(screen.getByRole('button', { name: /Office pendants/ }));
    await user.click(await within(list).findByRole('checkbox', { name: /Pendant/ }));
    await user.click(screen.getByRole('button', { name: 'Add 2 products' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created).toEqual([
      expect.objectContaining({
        collectionId: 'downlights',
        productIds: ['p2'],
        nearRowId: 'row-7',
        place: 'below',
      }),
      // The second collection's products follow the first's.
      expect.objectContaining({
        collectionId: 'pendants',
        productIds: ['p3'],
        nearRowId: 'row-p2',
      }),
    ]);
    expect(onAdded.mock.calls[0]?.[0].map((row: { id: string }) => row.id)).toEqual([
      'row-p2',
      'row-p3',
    ]);
    expect(await screen.findByText('Added 2 products to the schedule')).toBeInTheDocument();
  });
});
