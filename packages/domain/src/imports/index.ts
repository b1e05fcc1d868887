export * from './cell-reading.ts';
export * from './guess.ts';
export * from './limits.ts';
export * from './messages.ts';
