export { useOpenVersion, VERSION_PARAM } from './useOpenVersion.ts';
export { VersionBanner } from './VersionBanner.tsx';
export type { ProjectVersion } from './versions.types.ts';
