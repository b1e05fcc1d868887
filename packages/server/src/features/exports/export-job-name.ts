export const exportJob = 'export-file';
