import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../schedule/cell-values.ts';
import { figureProblem, figureRules, readFigure } from './figures.ts';

const budget = figureRules.baseBudget;

describe('figures typed into forms', () => {
  it('reads money as people type it, exactly', () => {
    expect(readFigure('185,000.50', budget)).toEqual({ ok: true, value: 185000.5 });
    expect(readFigure('$185,000', budget)).toEqual({ ok: true, value: 185000 });
    expect(readFigure('1,120.00', budget)).toEqual({ ok: true, value: 1120 });
    expect(readFigure(' CA$ 2,500.25 ', budget)).toEqual({ ok: true, value: 2500.25 });
    expect(readFigure('90 USD', budget)).toEqual({ ok: true, value: 90 });
    expect(readFigure('0.10', budget)).toEqual({ ok: true, value: 0.1 });
    expect(readFigure('', budget)).toEqual({ ok: true, value: 0 });
  });

  it('refuses what it cannot read, never reading it as another number', () => {
    for (const text of [
      '1,2,3',
      '1.2.3',
      '12.3.4',
      '1.000,50',
      'abc',
      '12abc',
      '1,5',
      '1234,567',
      '€5',
    ]) {
      expect(readFigure(text, budget)).toEqual({
        ok: false,
        message: 'The base budget must be a number, like 185,000.50.',
      });
    }
    expect(readFigure('-5', budget)).toEqual({
      ok: false,
      message: 'The base budget cannot be negative.',
    });
    expect(readFigure('10.505', budget)).toEqual({
      ok: false,
      message: 'The base budget can have at most 2 decimals.',
    });
    expect(readFigure('1,000,000,000,000', budget)).toEqual({
      ok: false,
      message: 'The base budget can be at most 999999999999.99.',
    });
    expect(readFigure('$12', figureRules.area)).toEqual({
      ok: false,
      message: 'The area must be a number, like 1,120.5.',
    });
  });

  it('checks a figure that arrives as a number as the form checks it', () => {
    expect(figureProblem(185000.5, budget)).toBeNull();
    expect(figureProblem(0.125, budget)).toBe('The base budget can have at most 2 decimals.');
    expect(figureProblem(Number.NaN, budget)).toBe(
      'The base budget must be a number, like 185,000.50.',
    );
  });

  it('reads cells with the same rule: grouped thousands, a plus sign, never a stray comma', () => {
    expect(parseDecimal('1,234,567.5')?.toFixed()).toBe('1234567.5');
    expect(parseDecimal('+5')?.toFixed()).toBe('5');
    expect(parseDecimal('12,34')).toBeNull();
    expect(parseDecimal('1.000,50')).toBeNull();
  });
});
