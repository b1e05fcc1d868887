export * from './file-kinds.ts';
export * from './limits.ts';
export * from './messages.ts';
