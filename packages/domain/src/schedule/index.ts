export * from './cell-display.ts';
export * from './cell-values.ts';
export * from './cell-version.ts';
export * from './columns.ts';
export * from './computed-cells.ts';
export * from './messages.ts';
