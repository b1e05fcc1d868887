import { messages } from '../errors/error-codes.ts';

/** Workspaces, their members and invitations; the spec's are verbatim. */
export const workspaceMessages = {
  emptyWorkspaceList: 'You have an empty workspace list',
  /** The invite dialog's list of entries that are not addresses (ours: the spec asks for a list). */
  invalidEmails: (emails: readonly string[]) =>
    `${emails.length === 1 ? 'This is not a valid email address' : 'These are not valid email addresses'}: ${emails.join(', ')}`,
  notFound: 'Workspace not found.',
  nameTooLong: (max: number) => messages.tooLong('The name', max),
  descriptionTooLong: (max: number) => messages.tooLong('The description', max),
  tooManyKeywords: 'A workspace can have at most 30 keywords.',
  notAMember: 'This person is not a member of the workspace.',
  invitableRoles: (roles: readonly string[]) =>
    `A member can be invited as ${roles.join(', ')} or guest.`,
  ownerRoleFixed: "The owner's role cannot be changed.",
  ownerStays: 'The owner cannot be removed from the workspace.',
  choosePeopleToInvite: 'Please choose at least one person to invite.',
  tooManyInvites: (max: number) => `Invite at most ${max} people at once.`,
  invitationClosed: 'This invitation is no longer open.',
} as const;
