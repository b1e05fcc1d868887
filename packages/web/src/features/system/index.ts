export { SystemNotices } from './SystemNotices.tsx';
export { STATUS_PATH, systemRoutes } from './system.routes.tsx';
export type { SystemPulse } from './system.types.ts';
export { useSystemPulse } from './useSystemPulse.ts';
