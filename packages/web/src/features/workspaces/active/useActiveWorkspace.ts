import { useContext } from 'react';
import type { Workspace } from '../workspaces.types.ts';
import { type ActiveWorkspace, ActiveWorkspaceContext } from './ActiveWorkspaceContext.ts';

/** The active workspace; needs an ActiveWorkspaceProvider above (the app shell has one). */
export function useActiveWorkspace(): ActiveWorkspace {
  const active = useContext(ActiveWorkspaceContext);
  if (!active) throw new Error('useActiveWorkspace must be used inside an ActiveWorkspaceProvider');
  return active;
}

/** The active workspace on pages below the workspace route, which renders them only once ready. */
export function useWorkspace(): Workspace {
  const { workspace } = useActiveWorkspace();
  if (!workspace) throw new Error('useWorkspace is for pages under the workspace route');
  return workspace;
}
