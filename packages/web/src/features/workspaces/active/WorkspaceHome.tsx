import { Navigate } from 'react-router';
import { projectsPath } from '../../projects/index.ts';
import { useWorkspace } from './useActiveWorkspace.ts';

/** /workspace/{wId}: the workspace's home is its projects page. */
export function WorkspaceHome() {
  const workspace = useWorkspace();
  return <Navigate to={projectsPath(workspace.id)} replace />;
}
