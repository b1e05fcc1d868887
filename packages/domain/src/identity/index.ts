export * from './codes.ts';
export * from './email.ts';
export * from './messages.ts';
export * from './onboarding.ts';
export * from './password.ts';
export * from './profile.ts';
