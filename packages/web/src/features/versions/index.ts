export { useOpenVersion, VERSION_PARAM } from './useOpenVersion.ts';
export { VersionBanner } from './VersionBanner.tsx';
export { lazyVersionsTab } from './versions.routes.ts';
export type { ProjectVersion } from './versions.types.ts';
