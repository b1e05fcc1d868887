export { ExportMenu, useExportMenu } from './ExportMenu.tsx';
export { exportRoutes } from './exports.routes.tsx';
export type { ExportTarget } from './exports.types.ts';
