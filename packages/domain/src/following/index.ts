export * from './messages.ts';
export * from './product-mode.ts';
export * from './sharing-types.ts';
export * from './suggestions.ts';
