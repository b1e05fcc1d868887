import { type CommentChange, decideCommentChange, type PermissionSubject } from '@specboard/domain';
import type { RawRunner } from '../../db/connection.ts';
import type {
  Ability,
  Comment,
  CommentAttachment,
  CommentPerson,
} from '../../graphql/resolvers.generated.ts';
import { type FileLinks, pictureLink, thumbnailUrls } from '../files/index.ts';
import { abilityOf } from '../workspaces/index.ts';
import { factsOf } from './comment-access.ts';
import { type StoredAttachment, type StoredComment, selectPeople } from './comments.repository.ts';

export type People = Map<string, CommentPerson>;

/**
 * The people named by the ids, as comments show them (a name, else their address), their
 * pictures as links signed for this answer.
 */
export async function loadPeople(
  run: RawRunner,
  ids: Iterable<string>,
  links: FileLinks,
): Promise<People> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectPeople(run, unique);
  return new Map(
    rows.map((user) => [
      user.id,
      {
        id: user.id,
        name: user.name?.trim() || user.email,
        email: user.email,
        picture: pictureLink(user.picture, links),
      },
    ]),
  );
}

const unknownPerson = (id: string): CommentPerson => ({
  id,
  name: 'Former member',
  email: '',
  picture: null,
});

/** A comment's file, with links signed for this answer (given only to those who see it). */
export function toAttachment(attachment: StoredAttachment, links: FileLinks): CommentAttachment {
  return {
    id: attachment.key,
    key: attachment.key,
    filename: attachment.filename,
    size: Number(attachment.size),
    type: attachment.type,
    url: links.url(attachment.key),
    thumbnails: thumbnailUrls(attachment.thumbnails, links),
  };
}

/** The engine first (role, workspace state), then the domain's author-only rule. */
function changeAbility(
  comment: StoredComment,
  viewerId: string,
  subject: PermissionSubject,
  change: CommentChange,
): Ability {
  const engine = abilityOf(subject, 'project:comment');
  if (!engine.allowed) return engine;
  const decision = decideCommentChange(factsOf(comment), viewerId, change);
  return decision.allowed
    ? engine
    : { allowed: false, reason: 'notAuthor', message: decision.message };
}

export function toComment(
  comment: StoredComment,
  people: People,
  viewerId: string,
  subject: PermissionSubject,
  links: FileLinks,
): Comment {
  const person = (id: string) => people.get(id) ?? unknownPerson(id);
  return {
    id: comment.id,
    commentId: comment.id,
    resourceType: comment.resource_type,
    resourceId: comment.resource_id,
    tableId: comment.schedule_id,
    tableType: comment.schedule_id ? 'schedule' : null,
    type: comment.type,
    rowId: comment.row_id,
    cellPointer: comment.cell_pointer,
    message: comment.message,
    commentType: comment.comment_type,
    privacy: comment.privacy,
    status: comment.status,
    mentioned: comment.mentioned.map(person),
    attachments: comment.attachments.map((attachment) => toAttachment(attachment, links)),
    resolved: comment.resolved,
    resolvedBy: comment.resolved_by ? person(comment.resolved_by) : null,
    creator: person(comment.created_by),
    createdDate: comment.created_date,
    dateModified: comment.edited_date,
    read: comment.read,
    viewerCan: {
      edit: changeAbility(comment, viewerId, subject, 'edit'),
      delete: changeAbility(comment, viewerId, subject, 'delete'),
      resolve: abilityOf(subject, 'project:comment'),
    },
  };
}

/** Comments as the viewer sees them, their people read in one query. */
export async function presentComments(
  run: RawRunner,
  comments: StoredComment[],
  viewerId: string,
  subject: PermissionSubject,
  links: FileLinks,
): Promise<Comment[]> {
  const people = await loadPeople(
    run,
    comments.flatMap((c) => [
      c.created_by,
      ...c.mentioned,
      ...(c.resolved_by ? [c.resolved_by] : []),
    ]),
    links,
  );
  return comments.map((comment) => toComment(comment, people, viewerId, subject, links));
}
