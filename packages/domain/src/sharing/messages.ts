import { messages } from '../errors/error-codes.ts';
import { roleLabel } from '../permissions/roles.ts';
import type { Role } from '../permissions/types.ts';

/** The share dialog's and the sharing calls' words (spec 000 §5, §8); the spec's are verbatim. */
export const sharingMessages = {
  unparseableEmails: (rest: string) =>
    `Sorry, could not understand the email addresses starting at ${rest.trim()}`,
  editingRoleConfirmation:
    'The role you are assigning will allow users to edit project data, are you sure?',
  wrongEmails: (emails: readonly string[]) =>
    `These email addresses are not valid: ${emails.join(', ')}`,
  requestInvite: 'Request an invite',
  pendingChanges: 'Pending changes',
  sharedLinkOff: 'This link is no longer shared.',
  cannotRemoveLastCreator: 'A project keeps at least one creator.',
  requestSent: 'Your request has been sent to the project creators.',
  invitesDirectly: 'As a creator of this project you can invite directly.',
  everyoneOnProject: 'Everyone named is on the project already.',
  noEmailsGiven: 'Please enter at least one email address.',
  userNotFound: 'User not found.',
  choosePeople: 'Please choose at least one person.',
  tooManyChanges: (max: number) => `Change at most ${max} people at once.`,
  namedTwice: (email: string) => `${email} is named more than once.`,
  roleNotOfferedToCollaborator: (email: string, role: Role) =>
    `${email} is a ${roleLabel('collaborator')}: the ${roleLabel(role)} role is not offered to them.`,
  /** The personal message sent with an invitation, to a project or a workspace. */
  emailMessageTooLong: (max: number) => messages.tooLong('The message', max),
  projectsOnly: 'This applies to projects only.',
  /** The in-app notices: a project shared with someone, a request to invite people. */
  sharedWithYou: (role: Role, emailMessage: string | null) =>
    `Shared with you as ${roleLabel(role)}${emailMessage ? `: ${emailMessage}` : '.'}`,
  asksToInvite: (emails: readonly string[]) => `Asks you to invite ${emails.join(', ')}`,
} as const;
