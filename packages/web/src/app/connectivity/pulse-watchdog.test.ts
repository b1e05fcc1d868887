import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPulseWatchdog } from './pulse-watchdog.ts';

describe('pulse watchdog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const onSilent = vi.fn();
    const onResumed = vi.fn();
    const watchdog = createPulseWatchdog({ intervalMs: 5000, onSilent, onResumed });
    watchdog.start();
    return { watchdog, onSilent, onResumed };
  }

  it('stays quiet while pulses keep arriving', () => {
    const { watchdog, onSilent } = setup();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(14_000);
      watchdog.beat();
    }
    expect(onSilent).not.toHaveBeenCalled();
  });

  it('reports silence after three missed intervals, once', () => {
    const { onSilent } = setup();
    vi.advanceTimersByTime(14_999);
    expect(onSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilent).toHaveBeenCalledOnce();
  });

  it('reports recovery at the next pulse and starts watching again', () => {
    const { watchdog, onSilent, onResumed } = setup();
    vi.advanceTimersByTime(15_000);
    watchdog.beat();
    expect(onResumed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(15_000);
    expect(onSilent).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const { watchdog, onSilent } = setup();
    watchdog.stop();
    vi.advanceTimersByTime(60_000);
    expect(onSilent).not.toHaveBeenCalled();
  });
});
