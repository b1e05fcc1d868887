import { searchLimits } from './limits.ts';

export const searchMessages = {
  queryTooLong: `A search can be at most ${searchLimits.maxQueryLength} characters long.`,
  scrollExpired: 'This search has expired; search again to see more.',
} as const;
