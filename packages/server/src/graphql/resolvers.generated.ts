import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type DatabaseKind =
  | 'EMBEDDED'
  | 'POSTGRES';

export type PubSubKind =
  | 'IN_PROCESS'
  | 'REDIS';

export type Query = {
  __typename?: 'Query';
  systemStatus: SystemStatus;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Each server process publishes a pulse every PULSE_INTERVAL_MS; a subscriber hears every process's. */
  systemPulse: SystemPulse;
};

export type SystemNotice = {
  __typename?: 'SystemNotice';
  /** Stable for the same text, so a closed notice stays closed until the operator changes it. */
  id: Scalars['ID']['output'];
  kind: SystemNoticeKind;
  message: Scalars['String']['output'];
};

export type SystemNoticeKind =
  | 'GENERAL'
  /** Closable by each user; comes back when its text changes. */
  | 'MAINTENANCE';

/** A heartbeat published through the pub/sub port; proves live events reach this client. */
export type SystemPulse = {
  __typename?: 'SystemPulse';
  at: Scalars['String']['output'];
  serverId: Scalars['String']['output'];
};

/** What the running server is and what it is connected to; notices an operator set for every user. */
export type SystemStatus = {
  __typename?: 'SystemStatus';
  database: DatabaseKind;
  notices: Array<SystemNotice>;
  pubsub: PubSubKind;
  /** How often each server process publishes systemPulse; a client silent for three intervals is cut off. */
  pulseIntervalMs: Scalars['Int']['output'];
  startedAt: Scalars['String']['output'];
  version: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DatabaseKind: DatabaseKind;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  PubSubKind: PubSubKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SystemNotice: ResolverTypeWrapper<SystemNotice>;
  SystemNoticeKind: SystemNoticeKind;
  SystemPulse: ResolverTypeWrapper<SystemPulse>;
  SystemStatus: ResolverTypeWrapper<SystemStatus>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SystemNotice: SystemNotice;
  SystemPulse: SystemPulse;
  SystemStatus: SystemStatus;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  systemStatus?: Resolver<ResolversTypes['SystemStatus'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  systemPulse?: SubscriptionResolver<ResolversTypes['SystemPulse'], "systemPulse", ParentType, ContextType>;
};

export type SystemNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemNotice'] = ResolversParentTypes['SystemNotice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SystemNoticeKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemPulseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemPulse'] = ResolversParentTypes['SystemPulse']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SystemStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SystemStatus'] = ResolversParentTypes['SystemStatus']> = {
  database?: Resolver<ResolversTypes['DatabaseKind'], ParentType, ContextType>;
  notices?: Resolver<Array<ResolversTypes['SystemNotice']>, ParentType, ContextType>;
  pubsub?: Resolver<ResolversTypes['PubSubKind'], ParentType, ContextType>;
  pulseIntervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SystemNotice?: SystemNoticeResolvers<ContextType>;
  SystemPulse?: SystemPulseResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
};

