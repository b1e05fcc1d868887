export * from './built-in-views.ts';
export * from './messages.ts';
export * from './view-access.ts';
export * from './view-columns.ts';
export * from './view-rows.ts';
export * from './view-settings.ts';
export * from './view-sort.ts';
