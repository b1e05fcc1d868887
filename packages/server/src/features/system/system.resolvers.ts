import type { Resolvers } from '../../graphql/resolvers.generated.ts';
import { findSystemStatus, subscribeToPulses } from './system.service.ts';

export const systemResolvers: Resolvers = {
  Query: {
    systemStatus: (_parent, _args, context) => findSystemStatus(context),
  },
  Subscription: {
    systemPulse: {
      subscribe: (_parent, _args, context) => subscribeToPulses(context),
      resolve: (pulse: { at: string; serverId: string }) => pulse,
    },
  },
};
