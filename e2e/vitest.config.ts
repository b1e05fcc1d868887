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
    // expect.poll waits for what a user would wait for: a page loading or a redirect, on a busy
    // 2-core machine. Its default of 1 s made journeys fail on a slow first load (the shell's
    // redirects to /login and to the projects page were seen to take longer).
    expect: { poll: { timeout: 15_000 } },
  },
});
