import { WORKSPACE_ID_QUERY } from '../workspaces/index.ts';

/** The page a project's shared link opens (route name 'shared-project'); open to anyone. */
export const SHARED_PROJECT_ROUTE = '/shared-project/:id';
/** The query carrying the link's token, as the guards keep it (SHARED_ACCESS_TOKEN_KEY). */
export const SHARED_LINK_TOKEN_QUERY = 'accessToken';

/** A shared link's address: /shared-project/{projectId}?workspaceId={wId}&accessToken={token}. */
export function sharedProjectPath(projectId: string, workspaceId: string, token: string): string {
  const query = new URLSearchParams({
    [WORKSPACE_ID_QUERY]: workspaceId,
    [SHARED_LINK_TOKEN_QUERY]: token,
  });
  return `/shared-project/${encodeURIComponent(projectId)}?${query}`;
}
