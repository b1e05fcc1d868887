import type { Comment, CommentPerson, Slant } from './comments.types.ts';

export const alice = {
  __typename: 'CommentPerson',
  id: 'user-alice',
  name: 'Alice Martin',
  email: 'alice@example.com',
  picture: null,
} as CommentPerson;
export const bruno = {
  __typename: 'CommentPerson',
  id: 'user-bruno',
  name: 'Bruno Diaz',
  email: 'bruno@example.com',
  picture: null,
} as CommentPerson;

const allowed = { __typename: 'Ability', allowed: true, reason: null, message: null };
const refused = {
  __typename: 'Ability',
  allowed: false,
  reason: 'access',
  message: 'Only the author of a comment may edit it.',
};

let sequence = 0;

/** A published public comment on row-1 by Alice, seen by Alice; overrides win. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  sequence += 1;
  const id = overrides.id ?? `comment-${sequence}`;
  const mine = (overrides.creator ?? alice).id === alice.id;
  return {
    __typename: 'Comment',
    id,
    commentId: id,
    resourceType: 'project',
    resourceId: 'project-1',
    type: 'row',
    rowId: 'row-1',
    cellPointer: null,
    message: `<p>Comment ${id}</p>`,
    privacy: 'public',
    status: 'published',
    mentioned: [],
    attachments: [],
    resolved: false,
    resolvedBy: null,
    creator: alice,
    createdDate: new Date(Date.UTC(2026, 10, 20, 9, sequence)).toISOString(),
    dateModified: null,
    read: true,
    viewerCan: {
      __typename: 'CommentAbilities',
      edit: mine ? allowed : refused,
      delete: mine ? allowed : refused,
      resolve: allowed,
    },
    ...overrides,
  } as Comment;
}

/** A row's summary; overrides win. */
export function makeSlant(overrides: Partial<Slant> = {}): Slant {
  const rowId = overrides.rowId ?? 'row-1';
  return {
    __typename: 'Slant',
    id: `ROW#${rowId}`,
    rowId,
    commentsAmount: 1,
    commentsUnread: 0,
    unreadMessageIDs: [],
    ...overrides,
  } as Slant;
}
