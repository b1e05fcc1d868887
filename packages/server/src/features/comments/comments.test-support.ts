import type { CreateCommentInput } from '../../../test/graphql/graphql.ts';
import { graphql } from '../../../test/graphql/index.ts';
import { type ScheduleFixture, scheduleFixture } from '../../../test/support/schedule-fixture.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

/** What the tests read of a comment. */
export const commentFields = graphql(`fragment CommentFields on Comment {
  id commentId resourceType resourceId tableId tableType type rowId
  cellPointer message commentType privacy status resolved read createdDate dateModified
  mentioned { id name email } attachments { key filename size type url thumbnails }
  resolvedBy { id } creator { id name email }
  viewerCan { edit { allowed message } delete { allowed message } resolve { allowed } }
}`);

export const createCommentMutation =
  graphql(`mutation CommentsCreateComment($input: CreateCommentInput!) {
  createComment(input: $input) { ...CommentFields } }`);
export const editCommentMutation =
  graphql(`mutation CommentsEditComment($input: EditCommentInput!) {
  editComment(input: $input) { ...CommentFields } }`);
export const deleteCommentMutation = graphql(`mutation CommentsDeleteComment($w: ID!, $id: ID!) {
  deleteComment(workspaceId: $w, commentId: $id) { id status } }`);
export const getCommentQuery = graphql(`query CommentsGetComment($w: ID!, $id: ID!) {
  getComment(workspaceId: $w, commentId: $id) { ...CommentFields } }`);
export const listCommentsQuery =
  graphql(`query CommentsListComments($w: ID!, $p: ID!, $row: ID, $cell: String, $type: CommentKind, $limit: Int, $next: String, $all: Boolean) {
  listComments(workspaceId: $w, resourceType: project, resourceId: $p, rowId: $row, cellPointer: $cell, type: $type, limit: $limit, nextToken: $next, includeResolved: $all) {
    items { id message status resolved read privacy } nextToken } }`);
export const slantsQuery = graphql(`query CommentsGetSlants($w: ID!, $p: ID!, $rows: [ID!]!) {
  getSlants(workspaceId: $w, projectId: $p, rowIds: $rows) { id rowId commentsAmount commentsUnread unreadMessageIDs } }`);
export const stateQuery = graphql(`query CommentsGetResourceCommentsState($w: ID!, $p: ID!) {
  getResourceCommentsState(workspaceId: $w, resourceType: project, resourceId: $p) { commentsUnread hideResolvedComments } }`);

type Member = Awaited<ReturnType<ScheduleFixture['member']>>;

/** A project with one row, its owner, and helpers to comment on it as anyone. */
export async function commentsFixture(app: TestApp) {
  const schedule = await scheduleFixture(app, 'comments');
  const row = await schedule.createRow({ typeDesignation: 'A1' });
  const ownerId: string = (
    await schedule.client.ok(graphql(`query GetUserProfile { getUserProfile { id } }`))
  ).getUserProfile!.id;
  const on = {
    workspaceId: schedule.workspaceId,
    resourceType: 'project' as const,
    resourceId: schedule.projectId,
  };
  return {
    schedule,
    row,
    ownerId,
    on,
    ids: { w: schedule.workspaceId, p: schedule.projectId },
    /** Comments as the owner, or as a member; answers the comment. */
    async comment(
      input: Omit<CreateCommentInput, keyof typeof on>,
      as: { client: ScheduleFixture['client'] } = schedule,
    ) {
      return (await as.client.ok(createCommentMutation, { input: { ...on, ...input } }))
        .createComment;
    },
    member: (role: 'viewer' | 'editor' | 'creator'): Promise<Member> => schedule.member(role),
  };
}

export type CommentsFixture = Awaited<ReturnType<typeof commentsFixture>>;
