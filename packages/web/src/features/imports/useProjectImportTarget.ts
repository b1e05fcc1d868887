import { useMatch } from 'react-router';
import type { ImportTarget } from './import-target.ts';

/**
 * The project whose live schedule tab is open (/workspace/:wId/projects/:id), where the schedule's
 * toolbar offers Import; null elsewhere (a collection's table has its own entries in its header).
 */
export function useProjectImportTarget(): ImportTarget | null {
  const match = useMatch('/workspace/:wId/projects/:id');
  const workspaceId = match?.params.wId;
  const projectId = match?.params.id;
  return workspaceId && projectId ? { workspaceId, projectId } : null;
}
