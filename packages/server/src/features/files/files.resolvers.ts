import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { getFileLinks } from './file-links.service.ts';

export const filesResolvers: Resolvers = {
  Query: {
    getFileLinks: (_parent, args, context) => getFileLinks(context, args),
  },
};
