/** The system API as the web reads it: aliases of the types generated from its documents. */
import type { SystemPulseSubscription, SystemStatusQuery } from '../../graphql/graphql.ts';

export type { DatabaseKind, PubSubKind } from '../../graphql/graphql.ts';

export type SystemStatus = SystemStatusQuery['systemStatus'];

export type SystemNotice = SystemStatus['notices'][number];

export type SystemPulse = SystemPulseSubscription['systemPulse'];
