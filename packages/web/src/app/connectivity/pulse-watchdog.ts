/** Missing this many pulses in a row counts as a slow or broken connection. */
export const MISSED_PULSES_BEFORE_SILENT = 3;

export type PulseWatchdog = {
  /** Starts (or restarts) the count from now. */
  start: () => void;
  /** Records a pulse; reports recovery if the connection had been silent. */
  beat: () => void;
  stop: () => void;
};

type PulseWatchdogOptions = {
  intervalMs: number;
  onSilent: () => void;
  onResumed: () => void;
};

/** Notices when pulses stop arriving for 3 × their interval, and when they come back. */
export function createPulseWatchdog({
  intervalMs,
  onSilent,
  onResumed,
}: PulseWatchdogOptions): PulseWatchdog {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let silent = false;

  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      silent = true;
      onSilent();
    }, intervalMs * MISSED_PULSES_BEFORE_SILENT);
  };

  return {
    start: arm,
    beat: () => {
      if (silent) {
        silent = false;
        onResumed();
      }
      arm();
    },
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
      silent = false;
    },
  };
}
