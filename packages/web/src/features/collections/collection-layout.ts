/**
 * How many card columns fit the width the list is given (spec 001 §2: 4, 3, 2 or 1). The
 * thresholds keep a card at least about 220 px wide; a phone (under 440 px) gets one.
 */
export const columnBreakpoints = [
  { minWidth: 960, columns: 4 },
  { minWidth: 700, columns: 3 },
  { minWidth: 440, columns: 2 },
] as const;

export function columnsForWidth(width: number): 1 | 2 | 3 | 4 {
  for (const breakpoint of columnBreakpoints) {
    if (width >= breakpoint.minWidth) return breakpoint.columns;
  }
  return 1;
}
