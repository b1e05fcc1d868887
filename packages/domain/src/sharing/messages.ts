/** The share dialog's and the sharing calls' words (spec 000 §5, §8). */
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
} as const;
