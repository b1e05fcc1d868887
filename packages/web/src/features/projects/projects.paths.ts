import { workspacePath } from '../workspaces/index.ts';

/** The projects page of a workspace: /workspace/{workspaceId}/projects (route name 'projects'). */
export const PROJECTS_SEGMENT = 'projects';
/** The project page's tab with the budget figures: /workspace/{wId}/projects/{id}/dashboard. */
export const PROJECT_DASHBOARD_SEGMENT = 'dashboard';
/** The project page's tab with its versions and their comparison. */
export const PROJECT_VERSIONS_SEGMENT = 'versions';

export function projectsPath(workspaceId: string): string {
  return workspacePath(workspaceId, PROJECTS_SEGMENT);
}

/** The page of one project (route name 'project-details', the project id as parameter `id`). */
export function projectPath(workspaceId: string, projectId: string): string {
  return workspacePath(workspaceId, PROJECTS_SEGMENT, encodeURIComponent(projectId));
}

/** The budget dashboard tab of a project. */
export function projectDashboardPath(workspaceId: string, projectId: string): string {
  return `${projectPath(workspaceId, projectId)}/${PROJECT_DASHBOARD_SEGMENT}`;
}
