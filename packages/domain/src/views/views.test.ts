import { describe, expect, it } from 'vitest';
import { defaultColumns, type ScheduleColumn } from '../schedule/columns.ts';
import { builtInViewKeys, builtInViews } from './built-in-views.ts';
import { canSeeView, isColumnLocked, parseRoles } from './view-access.ts';
import { applyViewSettings, defaultViewSettings, isRightAligned } from './view-settings.ts';

const custom: ScheduleColumn = { id: 'custom_finish', name: 'Finish', type: 'string' };
const columns = [...defaultColumns, custom];

describe('built-in views', () => {
  it('are the spec’s ten, each showing only known columns, Type first', () => {
    expect(builtInViewKeys.map((key) => builtInViews[key].name)).toEqual([
      'Design Team View',
      'Specifier View',
      'Sales Agency View',
      'Contractor View',
      'Distributor View',
      'Project Budget View',
      'Power Density View',
      'Submittals View',
      'Shop Drawings',
      'Project Status',
    ]);
    const known = new Set(defaultColumns.map((column) => column.id));
    for (const key of builtInViewKeys) {
      const settings = defaultViewSettings(key);
      expect(settings.visibleColumns[0]).toBe('typeDesignation');
      expect(settings.visibleColumns.every((id) => known.has(id))).toBe(true);
      expect(settings.columnOrder).toHaveLength(defaultColumns.length);
      expect(settings.currency).toBe('usd');
    }
  });

  it('start a custom view with every column, in CAD', () => {
    const settings = defaultViewSettings(null, [custom]);
    expect(settings.visibleColumns).toContain('custom_finish');
    expect(settings.customColumnOrder).toEqual(['custom_finish']);
    expect(settings.currency).toBe('cad');
  });
});

describe('view settings', () => {
  const start = defaultViewSettings(null, [custom]);

  it('reorders with the columns left out kept after, in their old order', () => {
    const next = applyViewSettings(start, { columnOrder: ['model', 'typeDesignation'] }, columns);
    expect(next.columnOrder.slice(0, 4)).toEqual([
      'model',
      'typeDesignation',
      'manufacturer',
      'productCode',
    ]);
    expect(next.columnOrder).toHaveLength(defaultColumns.length);
  });

  it('keeps column sizes at or above 180 px and remembers the minimum', () => {
    const next = applyViewSettings(
      start,
      {
        columnsSize: [
          { id: 'model', size: 90 },
          { id: 'manufacturer', size: 260.4 },
        ],
      },
      columns,
    );
    expect(next.columnsSize).toEqual([
      { id: 'model', size: 180, minSize: 180, unit: 'px' },
      { id: 'manufacturer', size: 260, minSize: 180, unit: 'px' },
    ]);
  });

  it('never hides the Type column', () => {
    expect(applyViewSettings(start, { visibleColumns: ['model'] }, columns).visibleColumns).toEqual(
      ['typeDesignation', 'model'],
    );
  });

  it('refuses what does not make sense, with a clear message, leaving the settings as they were', () => {
    const attempts: [Record<string, unknown>, RegExp][] = [
      [{ currency: 'eur' }, /^Wrong Currency provided$/],
      [{ rowHeight: 'huge' }, /row height must be one of tall, medium, short, base/],
      [{ visibleColumns: ['nope'] }, /there is no column nope/],
      [{ sortingData: { sortBy: 'model', sortOrder: 'up' } }, /asc or desc/],
      [{ viewMode: 'kanban' }, /table, gallery/],
      [{ colour: 'red' }, /no setting colour/],
      [{ columnsSize: [{ id: 'model', size: 'wide' }] }, /number of pixels/],
    ];
    for (const [patch, message] of attempts) {
      const before = JSON.parse(JSON.stringify(start));
      expect(() => applyViewSettings(start, patch, columns)).toThrow(message);
      expect(start).toEqual(before);
    }
  });

  it('right-aligns the money columns, and numbers as a spreadsheet does, not text', () => {
    const aligned = defaultColumns.filter(isRightAligned).map((column) => column.name);
    expect(aligned).toEqual(
      expect.arrayContaining(['Budget Price', 'Total Cost', 'Quantity', 'Wattage']),
    );
    expect(aligned).not.toContain('Model');
    expect(isRightAligned({ id: 'x', name: 'Library Budget Price', type: 'string' })).toBe(true);
  });

  it('keeps a custom column at 225 px or more, since it can be sorted', () => {
    const next = applyViewSettings(
      start,
      { columnsSize: [{ id: 'custom_finish', size: 190 }] },
      columns,
    );
    expect(next.columnsSize).toEqual([
      { id: 'custom_finish', size: 225, minSize: 225, unit: 'px' },
    ]);
  });
});

describe('who sees a view', () => {
  const viewer = { userId: 'u-viewer', role: 'viewer' as const };

  it('is everyone while nobody is granted it; then only the grantees, its author and creators', () => {
    expect(canSeeView({ users: [], roles: [] }, viewer, 'u-author')).toBe(true);
    const editorsOnly = { users: [], roles: parseRoles(['editor']) };
    expect(canSeeView(editorsOnly, viewer, 'u-author')).toBe(false);
    expect(canSeeView(editorsOnly, { userId: 'u-e', role: 'editor' }, 'u-author')).toBe(true);
    expect(canSeeView(editorsOnly, { userId: 'u-author', role: 'viewer' }, 'u-author')).toBe(true);
    expect(canSeeView(editorsOnly, { userId: 'u-c', role: 'creator' }, null)).toBe(true);
    expect(canSeeView({ users: ['u-viewer'], roles: [] }, viewer, null)).toBe(true);
  });

  it('shows a shared-link reader (no user) only what everyone or their role sees', () => {
    const linkReader = { userId: undefined, role: 'guest' as const };
    expect(canSeeView({ users: [], roles: [] }, linkReader, null)).toBe(true);
    expect(canSeeView({ users: ['u-viewer'], roles: [] }, linkReader, null)).toBe(false);
    expect(canSeeView({ users: [], roles: ['guest'] }, linkReader, null)).toBe(true);
  });

  it('locks a column for the roles listed only', () => {
    const restrictions = { budgetPrice: parseRoles(['editor']) };
    expect(isColumnLocked(restrictions, 'budgetPrice', 'editor')).toBe(true);
    expect(isColumnLocked(restrictions, 'budgetPrice', 'creator')).toBe(false);
    expect(isColumnLocked(restrictions, 'model', 'editor')).toBe(false);
    expect(() => parseRoles(['boss'])).toThrow(/There is no role boss/);
  });
});
