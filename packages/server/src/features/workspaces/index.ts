import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { acceptInvitationsOnSignIn } from './invitations.repository.ts';

export { invitationsPath } from './invitation-mail.ts';
export {
  insertInvitation,
  withdrawIdleGuestInvitations,
} from './invitations.repository.ts';

import { activatePendingMemberships } from './workspaces.repository.ts';

export {
  applyWorkspaceBilling,
  findMember,
  findWorkspaceLogoKey,
  findWorkspaceName,
  listWorkspaceMembers,
  lockWorkspace,
  updateWorkspaceRow,
  type WorkspaceBilling,
} from './workspaces.repository.ts';

import { workspacesResolvers } from './workspaces.resolvers.ts';
import { createOwnWorkspace } from './workspaces.service.ts';

export type { MembershipChange } from './membership-events.ts';
export {
  findActiveProjectReaders,
  listProjectReaders,
  opensProjectCondition,
  subjectColumnsSql,
} from './project-access.repository.ts';
export {
  findProjectRole,
  findProjectSubjectsWith,
  loadProjectSubjects,
  projectNotFound,
  sharedLinkFor,
  standingOf,
  subjectOnProject,
} from './project-access.ts';
export {
  abilityOf,
  authorize,
  type SubjectRow,
  subjectOf,
  subjectOfRow,
} from './workspace-permissions.ts';
export { createOwnWorkspace, getWorkspace, loadWorkspace } from './workspaces.service.ts';

export const workspacesFeature: Feature = {
  name: 'workspaces',
  typeDefs: fs.readFileSync(new URL('./workspaces.graphql', import.meta.url), 'utf8'),
  resolvers: workspacesResolvers,
  start: (platform) => {
    // A new account starts with a free workspace of its own; an invited person's first sign-in
    // turns their pending memberships active and accepts the invitations that made the account.
    platform.accountHooks.confirmed.push(async (trx, account) => {
      await createOwnWorkspace(trx, { id: account.userId, name: account.name });
    });
    platform.accountHooks.signedIn.push(async (trx, account) => {
      await activatePendingMemberships(trx, account.userId);
      await acceptInvitationsOnSignIn(trx, account.userId);
    });
    return () => {};
  },
};
