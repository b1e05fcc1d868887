import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia, setViewportWidth } from './src/test/viewport.ts';

installMatchMedia();

// The whole suite runs beside the server suites on two cores: a screen may take seconds to
// appear. A wait still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library advances fake timers only through a global `jest`; this lets its async helpers
// (waitFor, findBy…, user-event) work under vi.useFakeTimers() too.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

beforeEach(() => {
  setViewportWidth(1280);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
