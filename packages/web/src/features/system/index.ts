export { SystemNotices } from './SystemNotices.tsx';
export { STATUS_PATH, statusNavItem, systemRoutes } from './system.routes.tsx';
export type { SystemPulse } from './system.types.ts';
export { useSystemPulse } from './useSystemPulse.ts';
