import type { SearchMatch } from '../../graphql/graphql.ts';
import { workspacePath } from '../workspaces/index.ts';

/** The search page: /workspace/{workspaceId}/search?q=…&match=… */
export const SEARCH_SEGMENT = 'search';

/** The search page of a workspace for a query (and a match other than the default, part). */
export function searchPath(workspaceId: string, query: string, match?: SearchMatch): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (match) params.set('match', match);
  const search = params.toString();
  return `${workspacePath(workspaceId, SEARCH_SEGMENT)}${search ? `?${search}` : ''}`;
}
