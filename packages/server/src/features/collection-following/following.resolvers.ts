import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { listFollowedCollections } from '../collections/index.ts';
import * as following from './following.service.ts';
import * as sharing from './sharing-options.service.ts';
import * as suggestions from './suggestions.service.ts';
import { tradeShowSendEmail } from './trade-show.service.ts';

/** Thin: arguments in, a service call, the result out. */
export const followingResolvers: Resolvers = {
  Query: {
    listFollowedCollections: (_, args, context) =>
      listFollowedCollections(context, { ...args, order: 'name' }),
    listFollowedCollectionsV2: (_, args, context) =>
      listFollowedCollections(context, { ...args, order: 'name' }),
    listFollowedCollectionsLastAccessed: async (_, args, context) =>
      (await listFollowedCollections(context, { ...args, order: 'lastAccessed' })).data,
    isCollectionFollowed: (_, args, context) => following.isCollectionFollowed(context, args),
    listMyCollectionSuggestions: (_, args, context) =>
      suggestions.listMyCollectionSuggestions(context, args),
    getCollectionSharingOptions: (_, args, context) =>
      sharing.getCollectionSharingOptions(context, args),
    getCollectionSharedLink: (_, args, context) => sharing.getCollectionSharedLink(context, args),
    getProductMode: (_, args, context) => following.getProductMode(context, args),
  },
  Mutation: {
    followCollection: (_, args, context) => following.followCollection(context, args),
    followCollectionV2: (_, args, context) => following.followCollection(context, args),
    unfollowCollection: (_, args, context) => following.unfollowCollection(context, args),
    unfollowCollectionV2: (_, args, context) => following.unfollowCollection(context, args),
    suggestCollection: (_, args, context) => suggestions.suggestCollection(context, args),
    ignoreSuggestion: (_, args, context) => suggestions.ignoreSuggestion(context, args),
    updateCollectionSharingOptions: (_, args, context) =>
      sharing.updateCollectionSharingOptions(context, args),
    switchTypeSharing: (_, args, context) => sharing.switchTypeSharing(context, args),
    updateCollectionSharedLink: (_, args, context) =>
      sharing.updateCollectionSharedLink(context, args),
    resetCollectionSharedLink: (_, args, context) =>
      sharing.resetCollectionSharedLink(context, args),
    tradeShowSendEmail: (_, args, context) => tradeShowSendEmail(context, args),
  },
};
