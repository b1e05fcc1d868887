export * from './messages.ts';
export * from './reference-fields.ts';
export * from './reference-status.ts';
