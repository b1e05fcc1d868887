import type { MailMessage } from '../../platform/mail/mailer.ts';

export function invitationMail(input: {
  to: string;
  inviterName: string;
  workspaceName: string;
  workspaceId: string;
  temporaryPassword: string | undefined;
  emailMessage: string | null;
  publicUrl: string;
}): MailMessage {
  const note = input.emailMessage ? `\n\n${input.inviterName} wrote:\n${input.emailMessage}` : '';
  const access = input.temporaryPassword
    ? `Sign in at ${input.publicUrl}/login?email=${encodeURIComponent(input.to)} with this address and the ` +
      `temporary password ${input.temporaryPassword}\nYou will then choose a password of your own.`
    : `Open it at ${input.publicUrl}/workspace/${input.workspaceId}`;
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.workspaceName} on Specboard`,
    text: `${input.inviterName} invited you to the workspace ${input.workspaceName} on Specboard.${note}\n\n${access}`,
  };
}
