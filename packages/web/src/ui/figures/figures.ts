import { type FigureName, figureRules, readFigure } from '@specboard/domain';

export type FigureTexts = Record<FigureName, string>;

const grouped = (decimals: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A stored figure as a form shows it, in a form its reader takes back ('185,000.50'); 0 is blank. */
export function figureText(name: FigureName, value: number): string {
  if (!value) return '';
  const rule = figureRules[name];
  if ('money' in rule && !Number.isInteger(value)) return money.format(value);
  return grouped(rule.decimals).format(value);
}

/**
 * The figures of a form read with the domain's one reader: the numbers to send, or the message
 * for each figure it cannot read (the form then sends nothing).
 */
export function readFigures<K extends FigureName>(
  texts: Pick<FigureTexts, K>,
): { values: Record<K, number> | null; errors: Partial<Record<K, string>> } {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  for (const name of Object.keys(texts) as K[]) {
    const reading = readFigure(texts[name], figureRules[name]);
    if (reading.ok) values[name] = reading.value;
    else errors[name] = reading.message;
  }
  return { values: Object.keys(errors).length > 0 ? null : values, errors };
}
