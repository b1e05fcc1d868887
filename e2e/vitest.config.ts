import { defineConfig } from 'vitest/config';

// Browser journeys against one production build served by `npm start` on a fresh data folder.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
