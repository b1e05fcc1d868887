import {
  isPremium,
  projectRolesOfferedTo,
  type Role,
  roleLabel,
  type WorkspaceFacts,
} from '@specboard/domain';
import type {
  ProjectPermission,
  UserSearchResult,
  WorkspaceRole,
} from '../../graphql/resolvers.generated.ts';
import { type FileLinks, pictureLink } from '../files/index.ts';
import type { PersonFound, StoredPermission } from './sharing.repository.ts';

/** Someone on the project, with what the share dialog needs to show and offer them. */
export function toProjectPermission(
  stored: StoredPermission,
  workspace: WorkspaceFacts,
  links: FileLinks,
): ProjectPermission {
  const workspaceRole = (stored.workspace_role as Role | null) ?? undefined;
  return {
    type: stored.role,
    typeLabel: roleLabel(stored.role),
    userInfo: {
      id: stored.user_id,
      email: stored.email,
      name: stored.name,
      picture: pictureLink(stored.picture, links),
    },
    isPending: stored.is_pending,
    isPaid: isPremium(
      {
        role: workspaceRole,
        membership: stored.membership ?? undefined,
        inPremiumGroup: false,
      },
      workspace,
    ),
    workspaceRole: (workspaceRole as WorkspaceRole | undefined) ?? null,
    offeredTypes: projectRolesOfferedTo({ workspaceRole }),
    hideResolvedComments: stored.hide_resolved,
    invitedBy: stored.invited_by,
    createdDate: stored.created_at.toISOString(),
  };
}

export function toUserSearchResult(person: PersonFound, links: FileLinks): UserSearchResult {
  return {
    id: person.id,
    email: person.email,
    name: person.name,
    picture: pictureLink(person.picture, links),
    workspaceRole: person.workspace_role as WorkspaceRole,
    projectPermission: person.project_role,
    isPending: person.is_pending,
  };
}
