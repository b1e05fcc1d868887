import Big from 'big.js';
import { parseDecimal } from '../schedule/cell-values.ts';

/** How a project's figure is read and checked: its name in messages, its decimals, its ceiling. */
export type FigureRule = {
  label: string;
  decimals: number;
  max: number;
  /** Money: a currency sign or code around the amount is allowed ($185,000, 185,000 USD). */
  money?: boolean;
};

/** The project's figures (spec 000 section 3); the budget keeps its cents. */
export const figureRules = {
  baseBudget: { label: 'The base budget', decimals: 2, max: 999_999_999_999.99, money: true },
  area: { label: 'The area', decimals: 2, max: 999_999_999 },
  powerDensity: { label: 'The power density', decimals: 4, max: 1_000_000 },
} as const satisfies Record<string, FigureRule>;

export type FigureName = keyof typeof figureRules;

export type FigureReading = { ok: true; value: number } | { ok: false; message: string };

const example = (rule: FigureRule) => (rule.money ? '185,000.50' : '1,120.5');

// $, US$, CA$, C$ before the amount, or USD / CAD after it.
const moneyText = /^(?:(?:us|ca|c)?\$)?\s*([-+]?[\d.,]+)\s*(?:usd|cad)?$/i;

/**
 * Whether a figure fits its rule: a number of 0 or more, with no more decimals than the rule
 * keeps and under its ceiling. The message names the figure; null when it fits.
 */
export function figureProblem(value: number | string, rule: FigureRule): string | null {
  const decimal = parseDecimal(value);
  if (!decimal) return `${rule.label} must be a number, like ${example(rule)}.`;
  if (decimal.lt(0)) return `${rule.label} cannot be negative.`;
  if (decimal.gt(rule.max)) return `${rule.label} can be at most ${new Big(rule.max).toFixed()}.`;
  if (!decimal.round(rule.decimals, Big.roundDown).eq(decimal)) {
    return rule.decimals === 0
      ? `${rule.label} must be a whole number.`
      : `${rule.label} can have at most ${rule.decimals} decimals.`;
  }
  return null;
}

/**
 * A figure as people type it into a form ('185,000.50', '$185,000', '1,120.00'): thousands
 * separators in groups of three, one decimal point, a currency for money. Empty is 0 (spec 000
 * section 5). Anything else is refused with a message, never read as some other number.
 */
export function readFigure(text: string, rule: FigureRule): FigureReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  const amount = rule.money ? (moneyText.exec(trimmed)?.[1] ?? trimmed) : trimmed;
  const problem = figureProblem(amount, rule);
  if (problem) return { ok: false, message: problem };
  return { ok: true, value: Number(parseDecimal(amount)!.toFixed()) };
}
