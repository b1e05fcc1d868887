import type { ScheduleColumn } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { copyableCells, differingColumns, parseField, specSheetOf } from './product-fields.ts';

const url: ScheduleColumn = { id: 'productUrl', name: 'Product URL', type: 'url' };
const model: ScheduleColumn = { id: 'model', name: 'Model', type: 'string', maxLen: 200 };
const image: ScheduleColumn = { id: 'image', name: 'Image', type: 'attachment' };
const total: ScheduleColumn = { id: 'totalCost', name: 'Total Cost', type: 'currency' };

describe('the product modal fields', () => {
  it("refuses a bad URL with the spec's message and keeps a good one", () => {
    expect(parseField(url, 'not a link')).toEqual({ error: 'Must be a valid URL' });
    expect(parseField(url, 'https://example.com/a')).toEqual({ value: 'https://example.com/a' });
  });

  it('copies what a product holds, leaving out computed and empty fields', () => {
    const cells = { model: 'LX-2', productUrl: '', totalCost: '12.00', image: [] };
    expect(copyableCells(cells, [model, url, total, image], ['totalCost'])).toEqual({
      model: 'LX-2',
    });
  });

  it('marks the fields two products differ on', () => {
    const differing = differingColumns(
      [model, url],
      { model: 'A', productUrl: 'x' },
      {
        model: 'B',
        productUrl: 'x',
      },
    );
    expect([...differing]).toEqual(['model']);
  });

  it("finds the spec sheet among the product's files", () => {
    const cells = {
      image: [
        { key: 'a', filename: 'photo.png', type: 'image/png' },
        { key: 'b', filename: 'Spec.PDF' },
      ],
    };
    expect(specSheetOf(cells, [model, image])?.key).toBe('b');
    expect(specSheetOf({ image: [] }, [image])).toBeNull();
  });
});
