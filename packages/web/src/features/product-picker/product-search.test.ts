import { describe, expect, it } from 'vitest';
import { addLabel, toPickerProduct } from './product-search.ts';

const products = [
  toPickerProduct('c1', {
    id: 'p1',
    cells: {
      typeDesignation: 'Downlight',
      manufacturer: 'Lumen & Co',
      model: 'DL-90',
      productCode: 'LC-0090',
    },
  }),
  toPickerProduct('c1', {
    id: 'p2',
    cells: {
      typeDesignation: 'Pendant',
      manufacturer: 'Orbit',
      model: 'OR-12',
      description: 'Opal glass',
    },
  }),
  toPickerProduct('c1', { id: 'p3', cells: {} }),
  toPickerProduct('c1', {
    id: 'p4',
    cells: {
      manufacturer: 'Orbit',
      model: 'OR-20',
      productCode: 'OR-20-930',
      productType: 'Track',
    },
  }),
];

describe("the picker's products", () => {
  it('names a product by its type, else by its maker and model, with what identifies it underneath', () => {
    expect(products[0]).toMatchObject({
      name: 'Downlight',
      detail: 'Lumen & Co · DL-90 · LC-0090',
    });
    expect(products[2]).toMatchObject({ name: '---', detail: '' });
    expect(products[3]).toMatchObject({ name: 'Orbit OR-20', detail: 'OR-20-930 · Track' });
    expect(addLabel(1)).toBe('Add 1 product');
    expect(addLabel(3)).toBe('Add 3 products');
  });
});
