import { describe, expect, it } from 'vitest';
import { computeCells, displayType, rowContribution, typeSortKey } from './computed-cells.ts';

describe('computed cells', () => {
  it('total cost is quantity × budget price, exactly', () => {
    expect(computeCells({ quantity: '3', budgetPrice: '0.1' }).totalCost).toBe('0.3');
    expect(computeCells({ quantity: '12', budgetPrice: '149.99' }).totalCost).toBe('1799.88');
    expect(computeCells({ quantity: '12' }).totalCost).toBeNull();
  });

  it('total power is quantity × wattage', () => {
    expect(computeCells({ quantity: '4', wattage: '12.5' }).totalPower).toBe('50');
    expect(computeCells({ wattage: '12.5' }).totalPower).toBeNull();
  });

  it('efficacy is lumens ÷ wattage, empty when wattage is zero or not a number', () => {
    expect(computeCells({ lumens: '1000', wattage: '8' }).efficacy).toBe('125');
    expect(computeCells({ lumens: '1000', wattage: '3' }).efficacy).toBe('333.33');
    expect(computeCells({ lumens: '1000', wattage: '0' }).efficacy).toBeNull();
    expect(computeCells({ lumens: '1000', wattage: 'abc' }).efficacy).toBeNull();
    expect(computeCells({ lumens: '1000' }).efficacy).toBeNull();
  });

  it('estimated delivery is release date + lead time × 7 days, empty without a release date', () => {
    expect(computeCells({ releaseDate: '2026-01-29', leadTime: '2' }).estimatedDelivery).toBe(
      '2026-02-12',
    );
    expect(computeCells({ releaseDate: '2026-01-29' }).estimatedDelivery).toBe('2026-01-29');
    expect(computeCells({ leadTime: '6' }).estimatedDelivery).toBeNull();
  });

  it('shows an empty type as ---', () => {
    expect(displayType('')).toBe('---');
    expect(displayType(null)).toBe('---');
    expect(displayType('A1')).toBe('A1');
  });

  it('orders types naturally, case aside, empty types last', () => {
    const types = ['B1', 'a10', '', 'A2', 'A1', 'b02'];
    const sorted = [...types].sort((x, y) => (typeSortKey(x) < typeSortKey(y) ? -1 : 1));
    expect(sorted).toEqual(['A1', 'A2', 'a10', 'B1', 'b02', '']);
  });

  it('a row adds its cost and power under its type and tag', () => {
    const share = rowContribution({
      typeDesignation: ' A1 ',
      tag: 'Lobby',
      quantity: '2',
      budgetPrice: '10.50',
      wattage: '7',
    });
    expect(share.type).toBe('A1');
    expect(share.tag).toBe('Lobby');
    expect(share.cost.toFixed()).toBe('21');
    expect(share.power.toFixed()).toBe('14');
  });
});
