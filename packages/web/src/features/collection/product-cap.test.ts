import { describe, expect, it } from 'vitest';
import { isProductLimitRefusal, productCapRefusal } from './product-cap.ts';

describe('the 100-product cap as the collection page checks it', () => {
  it('lets products in while they fit, up to the 100th', () => {
    expect(productCapRefusal(0, 1, 100)).toBeNull();
    expect(productCapRefusal(99, 1, 100)).toBeNull();
    expect(productCapRefusal(90, 10, 100)).toBeNull();
  });

  it("says the spec's message for one product past the cap, and when none fit", () => {
    const full = 'Collections are limited to max of 100 products. Please contact support.';
    expect(productCapRefusal(100, 1, 100)).toBe(full);
    expect(productCapRefusal(100, 5, 100)).toBe(full);
  });

  it('says how many still fit when several are added and only some fit', () => {
    expect(productCapRefusal(97, 5, 100)).toBe(
      'You can only add 3 product(s) to current collection, according to the limit of 100 products',
    );
  });

  it("knows the server's limit refusals, which open the same dialog", () => {
    expect(isProductLimitRefusal('This collection reached its limit of products.', 100)).toBe(true);
    expect(isProductLimitRefusal('Collection already reached its max products count', 100)).toBe(
      true,
    );
    expect(isProductLimitRefusal(productCapRefusal(100, 1, 100) ?? '', 100)).toBe(true);
    expect(isProductLimitRefusal(productCapRefusal(98, 4, 100) ?? '', 100)).toBe(true);
    expect(isProductLimitRefusal('Must be a valid URL', 100)).toBe(false);
  });
});
