import { defaultColumns, type ScheduleColumn } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import {
  canMoveColumn,
  defaultColumnWidth,
  type LayoutView,
  moveColumn,
  orderedColumns,
  patchView,
  toggleColumn,
  viewColumns,
} from './view-layout.ts';
import type { ScheduleView } from './views.types.ts';

const finish: ScheduleColumn = { id: 'c_finish', name: 'Finish', type: 'string' };
const photos: ScheduleColumn = { id: 'c_photos', name: 'Photos', type: 'attachment' };
const columns = [...defaultColumns, finish, photos];
const ids = (list: readonly { id: string }[]) => list.map((column) => column.id);

type TestLayout = LayoutView & Pick<ScheduleView, 'columnsSize'>;

function layout(overrides: Partial<TestLayout> = {}): TestLayout {
  return {
    columnOrder: ids(defaultColumns),
    customColumnOrder: ['c_finish', 'c_photos'],
    visibleColumns: ['typeDesignation', 'manufacturer', 'model', 'totalCost', 'c_finish'],
    columnsSize: [],
    ...overrides,
  };
}

describe('the columns a view shows', () => {
  it('shows only the visible ones, product columns by columnOrder then custom ones', () => {
    const view = layout({
      columnOrder: ['totalCost', 'model', 'manufacturer', 'typeDesignation'],
    });
    expect(ids(viewColumns(columns, view).map((entry) => entry.column))).toEqual([
      'typeDesignation',
      'totalCost',
      'model',
      'manufacturer',
      'c_finish',
    ]);
  });

  it('keeps Type first and shown, whatever the view says', () => {
    const view = layout({ visibleColumns: ['model'], columnOrder: ['model', 'typeDesignation'] });
    expect(ids(viewColumns(columns, view).map((entry) => entry.column))).toEqual([
      'typeDesignation',
      'model',
    ]);
  });

  it('puts columns the view does not know yet at the end of their group', () => {
    const view = layout({ columnOrder: ['model'], customColumnOrder: ['c_photos'] });
    const all = ids(orderedColumns(columns, view));
    expect(all.slice(0, 3)).toEqual(['typeDesignation', 'model', 'manufacturer']);
    expect(all.slice(-2)).toEqual(['c_photos', 'c_finish']);
  });

  it('sizes columns from the view, else 180 px, a sortable custom one 225, never under 180', () => {
    const view = layout({
      visibleColumns: [...layout().visibleColumns, 'c_photos'],
      columnsSize: [
        { id: 'model', size: 260, minSize: 180, unit: 'px' },
        { id: 'manufacturer', size: 90, minSize: 180, unit: 'px' },
      ],
    });
    const widths = Object.fromEntries(
      viewColumns(columns, view).map((entry) => [entry.column.id, entry.width]),
    );
    expect(widths).toEqual({
      typeDesignation: 180,
      manufacturer: 180,
      model: 260,
      totalCost: 180,
      c_finish: 225,
      c_photos: 180,
    });
    expect(defaultColumnWidth(finish)).toBe(225);
  });
});

describe('dragging a column', () => {
  it('moves it after the column it now follows, hidden columns staying where they were', () => {
    // Shown: Type, Manufacturer, Model, Total Cost, Finish. Drag Total Cost before Manufacturer.
    const orders = moveColumn(columns, layout(), 3, 1);
    expect(orders?.columnOrder.slice(0, 4)).toEqual([
      'typeDesignation',
      'totalCost',
      'manufacturer',
      'model',
    ]);
    expect(orders?.columnOrder).toHaveLength(defaultColumns.length);
    expect(orders?.customColumnOrder).toEqual(['c_finish', 'c_photos']);
    const after = { ...layout(), ...orders };
    expect(ids(viewColumns(columns, after).map((entry) => entry.column))).toEqual([
      'typeDesignation',
      'totalCost',
      'manufacturer',
      'model',
      'c_finish',
    ]);
  });

  it('moves a column rightwards past hidden ones', () => {
    const orders = moveColumn(columns, layout(), 1, 3);
    const all = orders?.columnOrder ?? [];
    expect(all.indexOf('manufacturer')).toBe(all.indexOf('totalCost') + 1);
    expect(all.indexOf('model')).toBeLessThan(all.indexOf('totalCost'));
  });

  it('keeps Type first and product columns before custom ones', () => {
    const shown = viewColumns(columns, layout()).map((entry) => entry.column);
    expect(canMoveColumn(shown, 0, 2)).toBe(false);
    expect(canMoveColumn(shown, 2, 0)).toBe(false);
    expect(canMoveColumn(shown, 4, 2)).toBe(false);
    expect(canMoveColumn(shown, 1, 4)).toBe(false);
    expect(canMoveColumn(shown, 1, 3)).toBe(true);
    expect(moveColumn(columns, layout(), 4, 1)).toBeNull();
  });
});

describe('a view changed at once, before the server answers', () => {
  const view: ScheduleView = {
    id: 'v1',
    projectId: 'p1',
    name: 'Lobby review',
    type: 'custom',
    builtInKey: null,
    createdBy: 'u1',
    ...layout(),
    sortingField: null,
    sortingIndex: null,
    sortingData: null,
    filterTag: [],
    rowHeight: 'base',
    rowHeightPx: 36,
    viewMode: 'table',
    currency: 'cad',
    dropdowns: [],
    custom_dropdowns: [],
    role: 'editor',
    grants: { users: [], roles: [] },
    viewerCan: {} as ScheduleView['viewerCan'],
  };

  it('answers dropdowns as the server does: custom columns apart', () => {
    const next = patchView(view, {
      dropdowns: [
        { name: 'mounting', values: ['Recessed'], multipleSelect: false },
        { name: 'c_finish', values: ['Matte', 'Gloss'], multipleSelect: true },
      ],
    });
    expect(next.dropdowns).toMatchObject([{ name: 'mounting', values: ['Recessed'] }]);
    expect(next.custom_dropdowns).toMatchObject([{ name: 'c_finish', multipleSelect: true }]);
  });

  it('follows sorting, row height and sizes as the server computes them', () => {
    const next = patchView(view, {
      sortingData: { sortBy: 'totalCost', sortOrder: 'desc' },
      rowHeight: 'tall',
      columnsSize: [{ id: 'model', size: 150.4 }],
    });
    expect(next).toMatchObject({
      sortingField: 'totalCost',
      sortingIndex: 3,
      sortingData: { sortBy: 'totalCost', sortOrder: 'desc' },
      rowHeight: 'tall',
      rowHeightPx: 164,
      columnsSize: [{ id: 'model', size: 180, minSize: 180, unit: 'px' }],
    });
    expect(view.rowHeight).toBe('base');
  });

  it('never hides Type', () => {
    expect(patchView(view, { visibleColumns: ['model'] }).visibleColumns).toEqual([
      'typeDesignation',
      'model',
    ]);
    expect(toggleColumn(['typeDesignation', 'model'], 'typeDesignation', false)).toEqual([
      'typeDesignation',
      'model',
    ]);
    expect(toggleColumn(['typeDesignation', 'model'], 'model', false)).toEqual(['typeDesignation']);
  });
});
