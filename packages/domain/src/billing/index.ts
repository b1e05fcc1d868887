export * from './messages.ts';
export * from './payment-required.ts';
export * from './plans.ts';
export * from './subscription-state.ts';
export * from './test-cards.ts';
