/** The spec's workspaces segment: workspace links have the form /workspace/{workspaceId}/… */
export const WORKSPACES_SEGMENT = 'workspace';
export const WORKSPACE_ROOT_PATH = `/${WORKSPACES_SEGMENT}`;
/** The optional query naming the workspace to open (route name 'workspaces'). */
export const WORKSPACE_ID_QUERY = 'workspaceId';
export const ADMIN_PANEL_SEGMENT = 'workspace-adminpanel';
/** Where a signed-in person accepts or declines invitations into workspaces (the mail links here). */
export const INVITATIONS_PATH = '/invitations';

/** The admin panel's sections, by their `:field` in the address; the first is the default. */
export const adminPanelFields = ['members', 'settings'] as const;
export type AdminPanelField = (typeof adminPanelFields)[number];

/** A link into a workspace: `/workspace/{workspaceId}/…segments` (segments may contain slashes). */
export function workspacePath(workspaceId: string, ...segments: string[]): string {
  const rest = segments
    .flatMap((segment) => segment.split('/'))
    .filter(Boolean)
    .join('/');
  const base = `${WORKSPACE_ROOT_PATH}/${encodeURIComponent(workspaceId)}`;
  return rest ? `${base}/${rest}` : base;
}

/** The admin panel of a workspace, at one of its sections (members by default). */
export function adminPanelPath(workspaceId: string, field: AdminPanelField = 'members'): string {
  return workspacePath(workspaceId, ADMIN_PANEL_SEGMENT, field);
}
