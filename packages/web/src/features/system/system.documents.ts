import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SystemPulse, SystemStatus } from './system.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

export const SYSTEM_STATUS_QUERY: TypedDocumentNode<{ systemStatus: SystemStatus }> = gql`
  query SystemStatus {
    systemStatus {
      version
      database
      pubsub
      startedAt
      pulseIntervalMs
      notices {
        id
        kind
        message
      }
    }
  }
`;

export const SYSTEM_PULSE_SUBSCRIPTION: TypedDocumentNode<{ systemPulse: SystemPulse }> = gql`
  subscription SystemPulse {
    systemPulse {
      at
      serverId
    }
  }
`;
