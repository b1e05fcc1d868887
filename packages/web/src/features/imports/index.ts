export { ImportDialog } from './ImportDialog.tsx';
export type { ImportTarget } from './import-target.ts';
export type { ImportJob } from './useImportFlow.ts';
export { useProjectImportTarget } from './useProjectImportTarget.ts';
