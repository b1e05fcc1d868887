export * from './actions.ts';
export * from './can.ts';
export * from './licences.ts';
export * from './reasons.ts';
export * from './roles.ts';
export * from './rules.ts';
export * from './types.ts';
