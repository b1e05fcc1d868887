import { composeMail, type Segment } from '../../platform/mail/compose.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/**
 * The mail telling someone of a comment: they were mentioned, or it is on a row they follow. The
 * comment is quoted as its author's words.
 */
export function commentMail(input: {
  to: string;
  kind: 'mention' | 'comment';
  actorName: string;
  resourceName: string;
  excerpt: string;
  link: string;
}): MailMessage {
  const actor = { user: input.actorName };
  const project = { user: input.resourceName };
  const subject: Segment[] =
    input.kind === 'mention'
      ? [actor, ' mentioned you in ', project]
      : [actor, ' commented on a row you follow in ', project];
  const why =
    input.kind === 'mention'
      ? 'You were mentioned in this comment.'
      : 'You receive this because you follow this row.';
  return composeMail({
    to: input.to,
    subject,
    blocks: [
      [...subject, ' on Specboard:'],
      { quote: { author: input.actorName, words: input.excerpt } },
      ['Open it at ', { link: input.link }],
      [why],
    ],
  });
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
