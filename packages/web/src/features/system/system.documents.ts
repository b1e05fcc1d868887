import { graphql } from '../../graphql/index.ts';

export const SYSTEM_STATUS_QUERY = graphql(`
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
`);

export const SYSTEM_PULSE_SUBSCRIPTION = graphql(`
  subscription SystemPulse {
    systemPulse {
      at
      serverId
    }
  }
`);
