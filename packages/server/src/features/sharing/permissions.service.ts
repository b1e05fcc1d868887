import {
  AppError,
  emailErrorCheckingFlag,
  type PermissionSubject,
  type ProjectPermissionType,
  readEmailEntries,
  readInviteMessage,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  ManagePermissionResult,
  MutationManagePermissionArgs,
  ProjectPermission,
} from '../../graphql/resolvers.generated.ts';
import { fileLinksOf } from '../files/index.ts';
import { loadProject, type ProjectView } from '../projects/index.ts';
import { authorize } from '../workspaces/index.ts';
import { applyChanges, planChanges } from './permission-batch.ts';
import { tellOfChanges } from './permission-notices.ts';
import { toProjectPermission } from './sharing.presenter.ts';
import { listProjectPermissions } from './sharing.repository.ts';

/** Everyone given a role on the project, for anyone who may open it. */
export async function getProjectPermissions(
  context: GraphQLContext,
  args: { workspaceId: string; projectId: string },
): Promise<ProjectPermission[]> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  return listPermissions(context, view, onProject);
}

async function listPermissions(
  context: GraphQLContext,
  view: ProjectView,
  onProject: PermissionSubject,
) {
  const stored = await listProjectPermissions(context.database.db, view.workspace_id, view.id);
  const links = fileLinksOf(context);
  return stored.map((permission) => toProjectPermission(permission, onProject.workspace, links));
}

function cleanEmailMessage(message: string | null | undefined): string | null {
  const read = readInviteMessage(message);
  if (!read.ok) throw new AppError('BAD_USER_INPUT', read.message);
  return read.text;
}

/**
 * Reads the typed invite entries: wrong ones dropped and reported, or the call refused naming
 * them while e-mail checking is on; a list that cannot be understood is refused.
 */
export function readInvites(
  subject: PermissionSubject,
  entries: readonly { email: string; type?: ProjectPermissionType | null }[],
) {
  const read = readEmailEntries(
    entries.map((entry) => entry.email),
    subject.flags[emailErrorCheckingFlag] === true,
  );
  if (!read.ok) throw new AppError('BAD_USER_INPUT', read.message);
  const invites = read.emails.flatMap((emails, index) =>
    emails.map((email) => ({ email, type: entries[index]?.type })),
  );
  return { invites, wrongEmails: read.wrong };
}

/**
 * One batch of changes to a project's people, all or nothing (see permission-batch.ts), by a
 * creator of the project; then the people concerned are told.
 */
export async function managePermission(
  context: GraphQLContext,
  args: MutationManagePermissionArgs,
): Promise<ManagePermissionResult> {
  const { view, onProject } = await loadProject(context, args.workspaceId, args.projectId);
  authorize(onProject, 'project:managePermissions');
  const emailMessage = cleanEmailMessage(args.emailMessage);
  const { invites, wrongEmails } = readInvites(onProject, args.inviteUserToProject ?? []);
  const ids = { workspaceId: view.workspace_id, projectId: view.id };
  const changes = await planChanges(context, {
    ...ids,
    byId: [...(args.createPermission ?? []), ...(args.updatePermission ?? [])],
    removals: args.deletePermission ?? [],
    byEmail: invites,
  });
  await applyChanges(context, onProject, ids, changes);
  await tellOfChanges(context, view, changes, emailMessage);
  return {
    projectId: view.id,
    permissions: await listPermissions(context, view, onProject),
    invited: invites.map((invite) => invite.email),
    wrongEmails,
  };
}

/** The e-mail-only form of managePermission: the typed entries, one role for all. */
export function inviteUserToProject(
  context: GraphQLContext,
  args: {
    workspaceId: string;
    projectId: string;
    emails: string[];
    type?: ProjectPermissionType | null;
    emailMessage?: string | null;
  },
): Promise<ManagePermissionResult> {
  return managePermission(context, {
    workspaceId: args.workspaceId,
    projectId: args.projectId,
    inviteUserToProject: args.emails.map((email) => ({ email, type: args.type })),
    emailMessage: args.emailMessage,
  });
}
