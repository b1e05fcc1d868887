export * from './email-list.ts';
export * from './invites.ts';
export * from './messages.ts';
export * from './project-roles.ts';
