import type { ScheduleColumn } from '@specboard/domain';

export type ImportError = {
  row: number;
  columnId: string | null;
  value: string | null;
  message: string;
};

export type ImportParams = {
  /** Source column index to target column, as validated when asked. */
  mapping: { index: number; column: ScheduleColumn }[];
};
