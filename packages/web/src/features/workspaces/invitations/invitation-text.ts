import type { WorkspaceInvitation } from '../workspaces.types.ts';

const sharedList = (invitation: WorkspaceInvitation) =>
  invitation.projects.map((project) => `${project.projectName} as ${project.roleLabel}`).join(', ');

/**
 * What the invitation gives: for a guest, the project shared with them (a guest opens only
 * those); otherwise the workspace, with any project shared through it.
 */
export function invitationSubject(invitation: WorkspaceInvitation): string {
  const [only, ...others] = invitation.projects;
  return invitation.role === 'guest' && only && others.length === 0
    ? only.projectName
    : invitation.workspaceName;
}

/** Who invited the viewer, into which workspace or projects, and as what. */
export function invitationText(invitation: WorkspaceInvitation): string {
  const who = invitation.invitedBy?.name || invitation.invitedBy?.email;
  const { projects, workspaceName } = invitation;
  const [only] = projects;
  if (invitation.role === 'guest' && only) {
    const what =
      projects.length === 1
        ? `the project ${only.projectName} in ${workspaceName} with you as ${only.roleLabel}.`
        : `${projects.length} projects in ${workspaceName} with you: ${sharedList(invitation)}.`;
    return `${who || 'A colleague'} shared ${what}`;
  }
  const shared = projects.length > 0 ? ` Shared with you there: ${sharedList(invitation)}.` : '';
  const what = `to join ${workspaceName} as ${invitation.roleLabel}.${shared}`;
  return who ? `${who} invited you ${what}` : `You are invited ${what}`;
}
