export const importJob = 'import-document';

/** A run that failed for want of the machine (not of the file) is tried this many more times. */
export const importRetryLimit = 2;
