import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia, setViewportWidth } from './src/test/viewport.ts';

installMatchMedia();

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
