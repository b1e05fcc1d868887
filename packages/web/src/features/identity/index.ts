export { AccountMenu } from './account/AccountMenu.tsx';
export { type ApiError, readApiError } from './api-errors.ts';
export { RouteGuard } from './guards/RouteGuard.tsx';
export type { GuardArea } from './guards/route-guard.ts';
export {
  clearSharedAccessToken,
  findStoredSharedAccessToken,
  PREVIOUS_ROUTE_KEY,
  SHARED_ACCESS_TOKEN_KEY,
  storePreviousRoute,
  storeSharedAccessToken,
  WHITE_LABEL_WORKSPACE_KEY,
} from './guards/route-storage.ts';
export { identityPaths } from './identity.paths.ts';
export { accountRecoveryRoutes, accountRoutes, signInRoutes } from './identity.routes.tsx';
export type { Session, UserProfile, WorkspaceBranding } from './identity.types.ts';
export { createApolloSessionApi } from './session/apollo-session-api.ts';
export { SessionContext } from './session/SessionContext.ts';
export { SessionGate } from './session/SessionGate.tsx';
export {
  createSessionManager,
  type SessionApi,
  type SessionManager,
  type SessionState,
} from './session/session-manager.ts';
export { useSession, useSessionManager } from './session/useSession.ts';
