import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The mail telling someone of a comment: they were mentioned, or it is on a row they follow. */
export function commentMail(input: {
  to: string;
  kind: 'mention' | 'comment';
  actorName: string;
  resourceName: string;
  excerpt: string;
  link: string;
}): MailMessage {
  const subject =
    input.kind === 'mention'
      ? `${input.actorName} mentioned you in ${input.resourceName}`
      : `${input.actorName} commented on a row you follow in ${input.resourceName}`;
  const why =
    input.kind === 'mention'
      ? 'You were mentioned in this comment.'
      : 'You receive this because you follow this row.';
  return {
    to: input.to,
    subject,
    text: `${subject} on Specboard:\n\n${input.excerpt}\n\nOpen it at ${input.link}\n\n${why}`,
  };
}

/** The schedule of the project, opened on the row and the comment. */
export function commentLink(
  publicUrl: string,
  ids: { workspaceId: string; projectId: string; rowId: string | null; commentId: string },
): string {
  const query = new URLSearchParams();
  if (ids.rowId) query.set('row', ids.rowId);
  query.set('comment', ids.commentId);
  return `${publicUrl}/workspace/${encodeURIComponent(ids.workspaceId)}/projects/${encodeURIComponent(ids.projectId)}?${query}`;
}
