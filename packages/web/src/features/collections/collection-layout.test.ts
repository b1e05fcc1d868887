import { describe, expect, it } from 'vitest';
import { columnsForWidth } from './collection-layout.ts';

describe('collection card columns', () => {
  it('are 4 on a wide page, then 3, 2, and 1 on a phone', () => {
    expect(columnsForWidth(1230)).toBe(4);
    expect(columnsForWidth(960)).toBe(4);
    expect(columnsForWidth(959)).toBe(3);
    expect(columnsForWidth(700)).toBe(3);
    expect(columnsForWidth(699)).toBe(2);
    expect(columnsForWidth(440)).toBe(2);
    expect(columnsForWidth(439)).toBe(1);
    // A 375 px phone less the page's padding.
    expect(columnsForWidth(343)).toBe(1);
  });
});
