import { randomBytes } from 'node:crypto';
import type { GraphQLContext } from '../../graphql/context.ts';
import { announceSharedLinkChanged } from '../../graphql/live-access.ts';
import type { Project, SharedLink } from '../../graphql/resolvers.generated.ts';
import { loadProject, toProject } from '../projects/index.ts';
import { authorize } from '../workspaces/index.ts';
import { announcePermissionChanges } from './permission-events.ts';
import { findSharedLink, setSharedLink } from './shared-link.repository.ts';

/** A new link token: 32 random bytes, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

/** The address a link reader opens (the web's shared-project route). */
export function sharedLinkUrl(
  publicUrl: string,
  ids: { workspaceId: string; projectId: string },
  token: string,
): string {
  const query = new URLSearchParams({ workspaceId: ids.workspaceId, accessToken: token });
  return `${publicUrl}/shared-project/${encodeURIComponent(ids.projectId)}?${query}`;
}

/**
 * Turns the project's shared link on (a token made if there is none), gives it a new token
 * (reset), or turns it off. An old token stops working at once: readers through it are refused
 * and their open subscriptions end. Whether the link allows exports is kept unless `allowExport`
 * says, and falls back to no once the link is off, so turning it on again never revives it.
 */
export async function projectSharedLink(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    projectId: string;
    isShared: boolean;
    reset?: boolean | null;
    allowExport?: boolean | null;
  },
): Promise<Project> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:sharedLink');
  const current = await findSharedLink(context.database.db, view.id);
  const oldToken = current?.shared_link_token ?? null;
  const token = args.isShared ? (args.reset || !oldToken ? newToken() : oldToken) : null;
  const wasAllowed = current?.shared_link_allows_export ?? false;
  const allowsExport = token !== null && (args.allowExport ?? wasAllowed);
  const tokenChanged = token !== oldToken;
  if (tokenChanged || allowsExport !== wasAllowed) {
    await setSharedLink(context.database.db, view.id, { token, tokenChanged, allowsExport });
    if (oldToken && tokenChanged) announceSharedLinkChanged(context, view.id);
    announcePermissionChanges(context, [
      {
        resourceType: 'project',
        resourceId: view.id,
        workspaceId: view.workspace_id,
        userId: context.viewer!.userId,
        type: onProject.viewer.role ?? null,
        sharedLinkChanged: true,
      },
    ]);
  }
  const reloaded = await loadProject(context, view.workspace_id, view.id);
  return toProject(reloaded.view, reloaded);
}

/** Project.sharedLink: the link while it is on, for those who may manage it; null otherwise. */
export async function sharedLinkOf(
  context: GraphQLContext,
  project: Project,
): Promise<SharedLink | null> {
  if (!project.viewerCan.sharedLink.allowed || !project.isShared) return null;
  const link = await findSharedLink(context.database.db, project.id);
  if (!link?.shared_link_token || !link.shared_link_generated_at) return null;
  return {
    url: sharedLinkUrl(context.config.publicUrl, project, link.shared_link_token),
    accessToken: link.shared_link_token,
    generatedAt: link.shared_link_generated_at.toISOString(),
    allowExport: link.shared_link_allows_export,
  };
}
