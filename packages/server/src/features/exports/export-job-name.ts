export const exportJob = 'export-file';

/** A failed or timed-out run is tried this many more times before the person is told it failed. */
export const exportRetryLimit = 2;
