import { workspacePath } from '../workspaces/index.ts';

/** The libraries page of a workspace: /workspace/{wId}/libraries (route name 'libraries'). */
export const LIBRARIES_SEGMENT = 'libraries';

export function librariesPath(workspaceId: string): string {
  return workspacePath(workspaceId, LIBRARIES_SEGMENT);
}
