export { SendToProcoreButton } from './SendToProcoreButton.tsx';
export type { ProcoreExportTarget } from './SendToProcoreDialog.tsx';
