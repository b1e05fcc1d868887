import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Self-contained so it runs alone (--config) and as the 'web' project of the root config.
export default defineConfig({
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A guard against a hang, not a speed: on CI's two cores, under the server suites and the
    // browser journeys, a dialog typed into at human speed has taken over 20 s.
    testTimeout: 60_000,
  },
});
