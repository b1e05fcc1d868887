import type { Platform } from './context.ts';
import type { Resolvers } from './resolvers.generated.ts';

/**
 * A capability as the API sees it: its SDL, its resolvers, and optional work that lives as long
 * as the process (returning the function that stops it). Each feature registers itself.
 */
export type Feature = {
  name: string;
  typeDefs: string;
  resolvers: Resolvers;
  start?: (platform: Platform) => (() => void) | Promise<() => void>;
};
