export * from './messages.ts';
export * from './pie-slices.ts';
export * from './project-rules.ts';
