export { ExportMenu, useExportMenu } from './ExportMenu.tsx';
export type { ExportTarget } from './exports.types.ts';
