export * from './groups.ts';
export * from './limits.ts';
export * from './messages.ts';
