import type { Comment, CommentsTarget } from './comments.types.ts';

/** A page of a thread as the panel holds it: newest first, with the token of the earlier ones. */
export type Thread = { items: readonly Comment[]; nextToken: string | null };

export const emptyThread: Thread = { items: [], nextToken: null };

/** Which of the target's comments the panel lists. */
export type CommentsFilter = 'all' | 'unread' | 'row';

/** Whether a comment belongs to what the panel shows (a row's, one cell's, or the project's). */
export function isInTarget(comment: Comment, target: CommentsTarget): boolean {
  if (target.rowId && comment.rowId !== target.rowId) return false;
  if (target.cellPointer && comment.cellPointer !== target.cellPointer) return false;
  return true;
}

const newestFirst = (a: Comment, b: Comment) =>
  a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : 0;

/**
 * A comment as it changed, live or from a mutation's answer (spec: a deleted one is removed,
 * otherwise added or replaced). One older than every comment shown while earlier ones are still
 * to be read is left for "Show earlier comments", so the pages neither skip nor repeat it. A
 * resolved one leaves the list when the viewer hides resolved comments.
 */
export function applyCommentChange(
  thread: Thread,
  comment: Comment,
  options: { target: CommentsTarget; hideResolved: boolean },
): Thread {
  const present = thread.items.some((item) => item.id === comment.id);
  const gone =
    comment.status === 'deleted' ||
    (options.hideResolved && comment.resolved) ||
    !isInTarget(comment, options.target);
  if (gone) {
    return present
      ? { ...thread, items: thread.items.filter((item) => item.id !== comment.id) }
      : thread;
  }
  if (present) {
    return {
      ...thread,
      items: thread.items.map((item) => (item.id === comment.id ? comment : item)),
    };
  }
  const oldest = thread.items.at(-1);
  if (thread.nextToken && oldest && comment.createdDate < oldest.createdDate) return thread;
  return { ...thread, items: [...thread.items, comment].sort(newestFirst) };
}

/** Earlier comments appended after those shown (any already shown, moved live, kept once). */
export function appendEarlier(thread: Thread, page: Thread): Thread {
  const shown = new Set(thread.items.map((item) => item.id));
  return {
    items: [...thread.items, ...page.items.filter((item) => !shown.has(item.id))],
    nextToken: page.nextToken,
  };
}

/**
 * The first page read again (after a reconnect, or when hide-resolved changed): its comments are
 * the truth for their span; earlier ones already read are kept, with the token past them.
 */
export function replaceFirstPage(thread: Thread, page: Thread): Thread {
  const oldestOfPage = page.items.at(-1);
  if (!oldestOfPage || !page.nextToken) return page;
  const ids = new Set(page.items.map((item) => item.id));
  const earlier = thread.items.filter(
    (item) => !ids.has(item.id) && item.createdDate < oldestOfPage.createdDate,
  );
  return earlier.length > 0
    ? { items: [...page.items, ...earlier], nextToken: thread.nextToken }
    : page;
}

/** The comments the chosen filter shows. */
export function filterComments(
  items: readonly Comment[],
  filter: CommentsFilter,
  rowId: string | null,
): readonly Comment[] {
  if (filter === 'unread') return items.filter((item) => !item.read);
  if (filter === 'row' && rowId) return items.filter((item) => item.rowId === rowId);
  return items;
}
