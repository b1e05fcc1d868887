import { Navigate, Outlet, useLocation, useMatch } from 'react-router';
import { PageLoading } from '../../../ui/loading/PageLoading.tsx';
import { WORKSPACE_ROOT_PATH, workspacePath } from '../workspaces.paths.ts';
import { EmptyWorkspaceList } from './EmptyWorkspaceList.tsx';
import { useActiveWorkspace } from './useActiveWorkspace.ts';
import { WorkspaceLoadError } from './WorkspaceLoadError.tsx';

/**
 * The layout route of /workspace/:wId/*: shows its pages once the active workspace is known.
 * A `:wId` the user may not open gives way to the workspace chosen instead, at the same page.
 */
export function WorkspaceRoute() {
  // The layout route has no splat of its own: the page below it is read off the address.
  const match = useMatch(`${WORKSPACE_ROOT_PATH}/:wId/*`);
  const wId = match?.params.wId;
  const rest = match?.params['*'] ?? '';
  const location = useLocation();
  const { status, workspace } = useActiveWorkspace();
  switch (status) {
    case 'ready':
      if (workspace && workspace.id !== wId) {
        return (
          <Navigate
            to={`${workspacePath(workspace.id, rest)}${location.search}${location.hash}`}
            replace
          />
        );
      }
      return <Outlet />;
    case 'empty':
      return <EmptyWorkspaceList />;
    case 'error':
      return <WorkspaceLoadError />;
    default:
      return <PageLoading label="Loading the workspace" />;
  }
}

/**
 * /workspace (route name 'workspaces'): opens the active workspace, at `segment` when given
 * (/projects, where sign-in leads, opens the active workspace's projects).
 */
export function WorkspacesIndex({ segment = '' }: { segment?: string }) {
  const location = useLocation();
  const { status, workspace } = useActiveWorkspace();
  if (status === 'ready' && workspace) {
    const params = new URLSearchParams(location.search);
    params.delete('workspaceId');
    const search = params.size > 0 ? `?${params}` : '';
    return <Navigate to={`${workspacePath(workspace.id, segment)}${search}`} replace />;
  }
  if (status === 'empty') return <EmptyWorkspaceList />;
  if (status === 'error') return <WorkspaceLoadError />;
  return <PageLoading label="Loading the workspace" />;
}
