import type { JSONContent } from '@tiptap/react';

/** The ids of the people mentioned in an editor document, each once, in order. */
export function mentionIdsOf(doc: JSONContent): string[] {
  const ids: string[] = [];
  const visit = (node: JSONContent) => {
    const id = node.attrs?.id;
    if (node.type === 'mention' && typeof id === 'string' && !ids.includes(id)) ids.push(id);
    for (const child of node.content ?? []) visit(child);
  };
  visit(doc);
  return ids;
}

/** "3 minutes ago", "Yesterday", "12 Mar" — short, for a list; the full date is the tooltip. */
export function formatCommentTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return date.toLocaleDateString('en-CA', {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
