export * from './comment-rules.ts';
export * from './comment-text.ts';
export * from './comment-visibility.ts';
