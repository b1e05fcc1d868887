import { Navigate } from 'react-router';
import { STATUS_PATH } from '../../system/index.ts';
import { decideAdminPanel } from '../admin-panel/admin-panel-guard.ts';
import { adminPanelPath } from '../workspaces.paths.ts';
import { useWorkspace } from './useActiveWorkspace.ts';

/**
 * /workspace/{wId}: the workspace's home. Until projects ship it opens the admin panel for those
 * allowed in it, and the status page for everyone else.
 */
export function WorkspaceHome() {
  const workspace = useWorkspace();
  const to =
    decideAdminPanel(workspace).kind === 'allow' ? adminPanelPath(workspace.id) : STATUS_PATH;
  return <Navigate to={to} replace />;
}
