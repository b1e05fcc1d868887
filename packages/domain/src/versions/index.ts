export * from './compare.ts';
export * from './messages.ts';
