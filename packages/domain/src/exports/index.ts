export * from './export-document.ts';
export * from './export-options.ts';
export * from './formula-injection.ts';
export * from './messages.ts';
