export type { ActiveWorkspace, ActiveWorkspaceStatus } from './active/ActiveWorkspaceContext.ts';
export { ActiveWorkspaceProvider } from './active/ActiveWorkspaceProvider.tsx';
export { ACTIVE_WORKSPACE_KEY_PREFIX } from './active/active-workspace.ts';
export { useActiveWorkspace, useWorkspace } from './active/useActiveWorkspace.ts';
export { WorkspacesIndex } from './active/WorkspaceRoute.tsx';
export { useWorkspaceMembers } from './admin-panel/useWorkspaceMembers.ts';
export { InvitationsBanner } from './invitations/InvitationsBanner.tsx';
export { WorkspaceSwitcher } from './switcher/WorkspaceSwitcher.tsx';
export {
  adminPanelPath,
  INVITATIONS_PATH,
  WORKSPACE_ID_QUERY,
  WORKSPACE_ROOT_PATH,
  workspacePath,
} from './workspaces.paths.ts';
export { useWorkspaceNavItems, workspaceRoutes } from './workspaces.routes.tsx';
export type {
  Ability,
  Workspace,
  WorkspaceMember,
  WorkspaceRole,
} from './workspaces.types.ts';
