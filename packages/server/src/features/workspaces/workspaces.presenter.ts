import {
  can,
  isReadOnly,
  type PermissionSubject,
  paymentRequired,
  type Role,
  roleLabel,
} from '@specboard/domain';
import type { Workspace, WorkspaceMember } from '../../graphql/resolvers.generated.ts';
import { type FileLinks, toProfileImage } from '../files/index.ts';
import { abilityOf } from './workspace-permissions.ts';
import type { findMembers, WorkspaceView } from './workspaces.repository.ts';

export function toWorkspace(
  view: WorkspaceView,
  subject: PermissionSubject,
  links: FileLinks,
): Workspace {
  const readOnly = isReadOnly(subject.workspace);
  const readOnlyDecision = readOnly ? can(subject, 'workspace:update') : undefined;
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    keywords: view.keywords,
    logo: toProfileImage(view.logo, links),
    type: view.kind,
    status: view.status,
    workspaceType: view.plan,
    workspaceMembership: view.membership,
    role: view.role as Workspace['role'],
    roleLabel: roleLabel(view.role as Role),
    creator: { id: view.creator_id, name: view.creator_name, email: view.creator_email },
    usedLicenses: view.used_licenses,
    freeLicenses: view.free_licenses,
    premiumLicenses: view.premium_licenses,
    usedGuestLicenses: view.used_guest_licenses,
    guestLicenseLimit: view.guest_license_limit,
    unlimitedUsers: view.unlimited_users,
    allowPages: view.allow_pages,
    published: view.published,
    isVerified: view.is_verified,
    projectCount: view.project_count,
    paymentRequired: paymentRequired(view.plan, view.subscription_status),
    readOnlyMessage:
      readOnlyDecision && !readOnlyDecision.allowed ? readOnlyDecision.message : null,
    viewerCan: {
      update: abilityOf(subject, 'workspace:update'),
      manageMembers: abilityOf(subject, 'workspace:manageMembers'),
      manageGuests: abilityOf(subject, 'workspace:manageGuests'),
      adminPanel: abilityOf(subject, 'workspace:adminPanel'),
      publish: abilityOf(subject, 'workspace:publish'),
      payment: abilityOf(subject, 'workspace:payment'),
      createProject: abilityOf(subject, 'project:create'),
    },
    createdAt: view.created_at.toISOString(),
  };
}

type MemberRow =
  | Awaited<ReturnType<typeof findMembers>>[number]
  | Omit<Awaited<ReturnType<typeof findMembers>>[number], 'sort_key'>;

export function toWorkspaceMember(row: MemberRow, links: FileLinks): WorkspaceMember {
  return {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    picture: toProfileImage(row.picture, links),
    role: row.role as WorkspaceMember['role'],
    roleLabel: roleLabel(row.role as Role),
    membership: row.membership,
    status: row.status,
    invitedAt: row.created_at.toISOString(),
  };
}
