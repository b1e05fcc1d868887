import type { Platform } from '../../graphql/context.ts';

/** An import moved (running, progress, its end). Carries only its id: subscribers read it. */
export type ImportChange = { importId: string };

declare module '../../platform/pubsub/pubsub.ts' {
  interface Topics {
    'imports.changed': ImportChange;
  }
}

/** Publish only after the change has committed. */
export function publishImportChanged(platform: Platform, importId: string) {
  platform.pubsub.publish('imports.changed', importId, { importId });
}
