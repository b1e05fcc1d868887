/**
 * Test support (imported by tests only): following, suggestions and sharing options played
 * over in-memory lists, as the server answers them.
 */

import type {
  CollectionSharingType,
  CollectionSuggestionFieldsFragment,
} from '../../graphql/graphql.ts';
import { type FieldResolver, graphqlError } from '../../test/test-apollo.ts';
import { SUGGESTION_EXISTS } from './useSuggestCollection.ts';

type SuggestionOverrides = Partial<CollectionSuggestionFieldsFragment> & {
  id: string;
  collectionId: string;
};

/** A suggestion as listMyCollectionSuggestions sends it. */
export function sampleSuggestion(
  overrides: SuggestionOverrides,
): CollectionSuggestionFieldsFragment {
  const name = overrides.collectionName ?? `Collection ${overrides.collectionId}`;
  return {
    __typename: 'CollectionSuggestion',
    collectionName: name,
    suggestedBy: 'Grace Hopper',
    emailMessage: null,
    status: 'active',
    suggestedAt: '2026-11-26T10:00:00.000Z',
    becamePrivate: false,
    message: null,
    collection: {
      __typename: 'Collection',
      id: overrides.collectionId,
      name,
      workspaceId: 'ws-other',
      author: 'Grace Hopper',
      productsCount: 3,
      pictures: [],
    },
    ...overrides,
  } as CollectionSuggestionFieldsFragment;
}

type Options = {
  suggestions?: CollectionSuggestionFieldsFragment[];
  /** listWorkspacesForFollowing. */
  workspaces?: { id: string; name: string }[];
  /** suggestCollection's answer for an address (suggested unless named here). */
  suggestRefusals?: Record<string, { errorType: string; message: string }>;
  sharing?: { type: CollectionSharingType; lockedToWorkspace: boolean };
  /** followCollectionV2 refuses with this message. */
  followRefusal?: string;
};

export function followingServer(options: Options = {}) {
  const state = {
    suggestions: [...(options.suggestions ?? [])],
    follows: [] as { workspaceId: string; collectionId: string }[],
    suggested: [] as { email: string; force: boolean; emailMessage: string | null }[],
    sharing: {
      type: 'unlisted' as CollectionSharingType,
      lockedToWorkspace: false,
      ...options.sharing,
    },
    linkVersion: 1,
    copied: [] as string[],
  };
  const link = (collectionId: string) => ({
    __typename: 'CollectionSharedLink',
    url: `http://localhost/shared/collection/${collectionId}?accessToken=token-${state.linkVersion}`,
    accessToken: `token-${state.linkVersion}`,
    mode: null,
    fieldsToShow: [],
    generatedAt: '2026-11-26T10:00:00.000Z',
  });
  const sharingOptions = (collectionId: string) => ({
    __typename: 'CollectionSharingOptions',
    collectionId,
    type: state.sharing.type,
    lockedToWorkspace: state.sharing.lockedToWorkspace,
    sharedLink: state.sharing.type === 'private' ? null : link(collectionId),
  });
  const resolvers: Record<string, FieldResolver> = {
    listMyCollectionSuggestions: () => ({
      __typename: 'CollectionSuggestionPage',
      nextToken: null,
      data: state.suggestions.filter((item) => item.status === 'active'),
    }),
    /** Copying a suggested collection (suggested: true) marks its suggestion copied. */
    copyCollection: ({ collectionId }) => {
      state.copied.push(collectionId);
      state.suggestions = state.suggestions.map((item) =>
        item.collectionId === collectionId ? { ...item, status: 'copied' } : item,
      );
      return { __typename: 'CopiedCollection', id: `${collectionId}-copy` };
    },
    ignoreSuggestion: ({ suggestionId }) => {
      state.suggestions = state.suggestions.map((item) =>
        item.id === suggestionId ? { ...item, status: 'ignored' } : item,
      );
      return true;
    },
    listWorkspacesForFollowing: () => ({
      __typename: 'WorkspaceList',
      nextToken: null,
      data: (options.workspaces ?? [{ id: 'ws-1', name: 'Studio' }]).map((workspace) => ({
        __typename: 'Workspace',
        ...workspace,
      })),
    }),
    followCollectionV2: ({ workspaceId, collectionId }) => {
      if (options.followRefusal) return graphqlError(options.followRefusal, 'FORBIDDEN');
      state.follows.push({ workspaceId, collectionId });
      state.suggestions = state.suggestions.map((item) =>
        item.collectionId === collectionId ? { ...item, status: 'followed' } : item,
      );
      return { __typename: 'Collection', id: collectionId, follow: true };
    },
    unfollowCollectionV2: ({ workspaceId, collectionId }) => {
      state.follows = state.follows.filter(
        (follow) => !(follow.workspaceId === workspaceId && follow.collectionId === collectionId),
      );
      return true;
    },
    suggestCollection: ({ email, emailMessage, force }) =>
      String(email)
        .split(',')
        .map((address) => address.trim())
        .map((address) => {
          const refusal = options.suggestRefusals?.[address];
          const refused = refusal && !(force && refusal.errorType === SUGGESTION_EXISTS);
          if (!refused)
            state.suggested.push({ email: address, force: Boolean(force), emailMessage });
          return {
            __typename: 'SuggestionResult',
            email: address,
            suggested: !refused,
            errorType: refused ? refusal.errorType : null,
            message: refused ? refusal.message : null,
          };
        }),
    getCollectionSharingOptions: ({ collectionId }) => sharingOptions(collectionId),
    updateCollectionSharingOptions: ({ collectionId, type, lockedToWorkspace }) => {
      if (type) state.sharing.type = type;
      if (typeof lockedToWorkspace === 'boolean')
        state.sharing.lockedToWorkspace = lockedToWorkspace;
      return sharingOptions(collectionId);
    },
    resetCollectionSharedLink: ({ collectionId }) => {
      state.linkVersion += 1;
      return link(collectionId);
    },
  };
  return { state, resolvers };
}
