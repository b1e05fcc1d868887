import { defaultColumns } from '@specboard/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { createTestServer, sampleStatus } from '../../../test/test-apollo.ts';
import type { ScheduleRow } from '../../schedule/index.ts';
import { type ScheduleApi, ScheduleStore } from '../../schedule/schedule-store.ts';
import { ProductModalRoute } from './ProductModalRoute.tsx';
import type { ProductModalContext } from './product-context.ts';

const lamp: ScheduleRow = {
  id: 'r1',
  key: 'ROW#r1',
  order: 1,
  hidden: false,
  cells: { typeDesignation: 'A1', model: 'LX-200' },
  versions: { model: '1.3' },
  session: null,
  updatedBy: null,
  updatedAt: '2026-11-27T00:00:00.000Z',
};

/** The product modal over a table holding one product; the calls the store makes are recorded. */
async function openModal(
  path: string,
  context: Partial<ProductModalContext> = {},
  /** What getProductMode answers (edit when not given). */
  mode: { mode: string; reason: string | null } = { mode: 'edit', reason: null },
  product: ScheduleRow = lamp,
) {
  const api: ScheduleApi = {
    fetchPage: async () => ({ data: [product], nextToken: null }),
    updateCell: vi.fn(async (request) => ({
      ...lamp,
      cells: { ...lamp.cells, [request.col]: request.value },
      versions: { ...lamp.versions, [request.col]: '1.4' },
    })),
    updateCells: vi.fn(async () => []),
    createRow: vi.fn(async () => ({ ...lamp, id: 'r2', cells: {}, versions: {} })),
    duplicateRow: vi.fn(),
    deleteRow: vi.fn(),
    restoreRows: vi.fn(),
    setRowsVisibility: vi.fn(),
    readFailure: (error) => ({ code: undefined, message: String(error), extensions: {} }),
  };
  const store = new ScheduleStore(api, vi.fn());
  await store.load();
  const value: ProductModalContext = {
    table: {
      store,
      rows: store.getSnapshot().rows,
      loaded: true,
      columns: defaultColumns,
      readOnlyFields: ['totalCost'],
      selectedRows: [],
      command: () => ({ allowed: true }),
      commandsKnown: true,
    },
    workspaceId: 'w1',
    collectionId: 'c1',
    edit: { allowed: true },
    checkRoom: () => true,
    onRefusal: () => false,
    openProduct: vi.fn(),
    close: vi.fn(),
    ...context,
  };
  renderRoutes(
    [
      {
        path: '/c',
        element: <Outlet context={value} />,
        children: [{ path: 'product/:productId', element: <ProductModalRoute /> }],
      },
    ],
    path,
    createTestServer(sampleStatus, {
      resolvers: { getProductMode: () => ({ __typename: 'ProductMode', ...mode }) },
    }),
  );
  return { api, value };
}

describe('the product modal', () => {
  it('is titled by the type designation', async () => {
    await openModal('/c/product/r1');
    expect(await screen.findByRole('dialog', { name: 'Product A1' })).toBeInTheDocument();
  });

  it('is titled by the make and model of a product without a type designation', async () => {
    const untyped = { ...lamp, cells: { manufacturer: 'Quillmore', model: 'Orbis 4' } };
    await openModal('/c/product/r1', {}, undefined, untyped);
    expect(await screen.findByRole('dialog', { name: 'Quillmore Orbis 4' })).toBeInTheDocument();
  });

  it("edits one field at a time with the version it was read at, refusing a bad URL in the spec's words", async () => {
    const user = userEvent.setup();
    const { api } = await openModal('/c/product/r1');
    const url = await screen.findByLabelText('Product URL');
    await user.type(url, 'not a link');
    await user.tab();
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
    expect(api.updateCell).not.toHaveBeenCalled();

    const model = screen.getByLabelText('Model');
    await user.clear(model);
    await user.type(model, 'LX-210');
    await user.tab();
    await waitFor(() =>
      expect(api.updateCell).toHaveBeenCalledWith(
        expect.objectContaining({ rowId: 'r1', col: 'model', value: 'LX-210', version: '1.3' }),
      ),
    );
  });

  it('reads only, with the reason, for someone who may not edit products', async () => {
    const reason =
      'Your assigned role is not permitted to use this feature, please contact the collection or project owner to upgrade permissions';
    await openModal('/c/product/r1', { edit: { allowed: false, message: reason } });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save as new' })).toBeDisabled();
  });

  it('reads only a followed collection’s product, with the reason getProductMode gives', async () => {
    const reason =
      'This product is in a followed collection, to edit first follow product into a workspace collection';
    await openModal('/c/product/r1', {}, { mode: 'followedCollection', reason });
    expect(
      await screen.findByText('This is a followed product, you do not have permission to update'),
    ).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save as new' })).toBeDisabled();
  });

  it('adds nothing past the cap: Save asks for room first', async () => {
    const user = userEvent.setup();
    const full = vi.fn(() => false);
    const { api } = await openModal('/c/product/new', { checkRoom: full });
    await user.type(await screen.findByLabelText('Type / Designation'), 'Z1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(full).toHaveBeenCalledWith(1);
    expect(api.createRow).not.toHaveBeenCalled();
  });
});
