/** Messages of the workspaces feature; those the spec quotes are verbatim. */
export const workspaceMessages = {
  emptyWorkspaceList: 'You have an empty workspace list',
  editRoleConfirm:
    'The role you are assigning will allow users to edit project data, are you sure?',
  unparseableEmails: (rest: string) =>
    `Sorry, could not understand the email addresses starting at ${rest}`,
  // Ours: the spec asks only for a list of the wrong addresses.
  invalidEmails: (emails: readonly string[]) =>
    `${emails.length === 1 ? 'This is not a valid email address' : 'These are not valid email addresses'}: ${emails.join(', ')}`,
} as const;
