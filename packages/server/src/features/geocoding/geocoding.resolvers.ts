import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { searchAddress } from './geocoding.service.ts';

export const geocodingResolvers: Resolvers = {
  Query: {
    searchAddress: (_parent, args, context) => searchAddress(context, args.query, args.limit),
  },
};
