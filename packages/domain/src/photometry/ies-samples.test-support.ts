/** IES test files built as a photometric laboratory writes them, numbers wrapped ten a line. */

export const every5 = (from: number, to: number) =>
  Array.from({ length: (to - from) / 5 + 1 }, (_, i) => from + i * 5);

export const cosd = (degrees: number) => Math.cos((degrees * Math.PI) / 180);

function wrap(values: readonly number[], separator = ' '): string {
  const lines: string[] = [];
  for (let i = 0; i < values.length; i += 10) {
    lines.push(
      values
        .slice(i, i + 10)
        .map((v) => Number(v.toFixed(4)))
        .join(separator),
    );
  }
  return lines.join('\n');
}

export type Sample = {
  header?: string;
  keywords?: string[];
  tilt?: string;
  /** lamps, lumens per lamp, multiplier (the rest come from the angles). */
  lamps?: [number, number, number];
  /** ballast factor, ballast-lamp factor or future use, input watts. */
  electrical?: [number, number, number];
  vertical: number[];
  horizontal: number[];
  candela: (vertical: number, horizontal: number) => number;
  separator?: string;
};

export function iesFile(sample: Sample): string {
  const [lamps, lumens, multiplier] = sample.lamps ?? [1, -1, 1];
  const separator = sample.separator ?? ' ';
  const lines = [
    ...(sample.header ? [sample.header] : []),
    ...(sample.keywords ?? []),
    sample.tilt ?? 'TILT=NONE',
    [
      lamps,
      lumens,
      multiplier,
      sample.vertical.length,
      sample.horizontal.length,
      1,
      2,
      0.6,
      0.6,
      0,
    ].join(separator),
    (sample.electrical ?? [1, 1, 20]).join(separator),
    wrap(sample.vertical, separator),
    wrap(sample.horizontal, separator),
    ...sample.horizontal.map((h) =>
      wrap(
        sample.vertical.map((v) => sample.candela(v, h)),
        separator,
      ),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
