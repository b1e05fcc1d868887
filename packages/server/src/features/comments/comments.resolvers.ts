import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import * as attachments from './attachments.service.ts';
import * as changes from './comment-changes.service.ts';
import * as state from './comment-state.service.ts';
import {
  subscribeToCommentChanges,
  subscribeToSlantChanges,
  subscribeToUnreadChanges,
} from './comment-subscriptions.ts';
import * as comments from './comments.service.ts';
import * as followers from './followers.service.ts';
import { searchCommentMentions } from './mentions.service.ts';

export const commentsResolvers: Resolvers = {
  Query: {
    getComment: (_, args, context) => comments.getComment(context, args),
    listComments: (_, args, context) => comments.listComments(context, args),
    getSlants: (_, args, context) => state.getSlants(context, args),
    listSlants: (_, args, context) => state.listSlants(context, args),
    getCommentCellPointers: (_, args, context) => state.getCommentCellPointers(context, args),
    getResourceCommentsState: (_, args, context) => state.getResourceCommentsState(context, args),
    getRowFollowers: (_, args, context) => followers.getRowFollowers(context, args),
    searchCommentMentions: (_, args, context) => searchCommentMentions(context, args),
    getAttachmentInfo: (_, args, context) => attachments.getAttachmentInfo(context, args),
  },
  Mutation: {
    createComment: (_, args, context) => comments.createComment(context, args),
    editComment: (_, args, context) => changes.editComment(context, args),
    deleteComment: (_, args, context) => changes.deleteComment(context, args),
    attachToComment: (_, args, context) => changes.attachToComment(context, args),
    toggleResolvedComments: (_, args, context) => changes.toggleResolvedComments(context, args),
    toggleResolvedResourceComments: (_, args, context) =>
      state.toggleResolvedResourceComments(context, args),
    readAllResourceComments: (_, args, context) => state.readAllResourceComments(context, args),
    setSlant: (_, args, context) => state.setSlant(context, args),
    setUserSlant: (_, args, context) => state.setUserSlant(context, args),
    addRowFollower: (_, args, context) => followers.addRowFollower(context, args),
    deleteRowFollower: (_, args, context) => followers.deleteRowFollower(context, args),
    declareUserAttachement: (_, args, context) => attachments.declareUserAttachement(context, args),
  },
  Subscription: {
    onCommentChanged: {
      subscribe: (_, args, context) => subscribeToCommentChanges(context, args),
      resolve: (event: unknown) => event as never,
    },
    onSlantChanged: {
      subscribe: (_, args, context) => subscribeToSlantChanges(context, args),
      resolve: (event: unknown) => event as never,
    },
    onUnreadCommentsChanged: {
      subscribe: (_, args, context) => subscribeToUnreadChanges(context, args),
      resolve: (event: unknown) => event as never,
    },
  },
};
