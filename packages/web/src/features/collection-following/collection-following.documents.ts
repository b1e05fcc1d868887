import { graphql } from '../../graphql/index.ts';

export const SUGGESTION_FIELDS = graphql(`
  fragment CollectionSuggestionFields on CollectionSuggestion {
    id
    collectionId
    collectionName
    suggestedBy
    emailMessage
    status
    suggestedAt
    becamePrivate
    message
    collection {
      id
      name
      workspaceId
      author
      productsCount
      pictures {
        url
      }
    }
  }
`);

export const MY_SUGGESTIONS_QUERY = graphql(`
  query ListMyCollectionSuggestions($limit: Int, $nextToken: String) {
    listMyCollectionSuggestions(limit: $limit, nextToken: $nextToken) {
      nextToken
      data {
        ...CollectionSuggestionFields
      }
    }
  }
`);

export const IGNORE_SUGGESTION_MUTATION = graphql(`
  mutation IgnoreSuggestion($suggestionId: ID!) {
    ignoreSuggestion(suggestionId: $suggestionId)
  }
`);

export const COPY_SUGGESTED_COLLECTION_MUTATION = graphql(`
  mutation CopySuggestedCollection($workspaceId: ID!, $collectionId: ID!) {
    copyCollection(workspaceId: $workspaceId, collectionId: $collectionId, suggested: true) {
      id
    }
  }
`);

export const WORKSPACES_FOR_FOLLOWING_QUERY = graphql(`
  query ListWorkspacesForFollowing {
    listWorkspacesForFollowing(limit: 20) {
      data {
        id
        name
      }
    }
  }
`);

export const FOLLOW_COLLECTION_MUTATION = graphql(`
  mutation FollowCollection($workspaceId: ID!, $collectionId: ID!, $accessToken: String) {
    followCollectionV2(
      workspaceId: $workspaceId
      collectionId: $collectionId
      accessToken: $accessToken
    ) {
      id
      follow
    }
  }
`);

export const UNFOLLOW_COLLECTION_MUTATION = graphql(`
  mutation UnfollowCollection($workspaceId: ID!, $collectionId: ID!) {
    unfollowCollectionV2(workspaceId: $workspaceId, collectionId: $collectionId)
  }
`);

export const SUGGEST_COLLECTION_MUTATION = graphql(`
  mutation SuggestCollection(
    $workspaceId: ID!
    $collectionId: ID!
    $email: String!
    $emailMessage: String
    $force: Boolean
  ) {
    suggestCollection(
      workspaceId: $workspaceId
      collectionId: $collectionId
      email: $email
      emailMessage: $emailMessage
      force: $force
    ) {
      email
      suggested
      errorType
      message
    }
  }
`);

export const SHARED_LINK_FIELDS = graphql(`
  fragment CollectionSharedLinkFields on CollectionSharedLink {
    url
    accessToken
    mode
    fieldsToShow
    generatedAt
  }
`);

export const SHARING_OPTIONS_FIELDS = graphql(`
  fragment CollectionSharingOptionsFields on CollectionSharingOptions {
    collectionId
    type
    lockedToWorkspace
    sharedLink {
      ...CollectionSharedLinkFields
    }
  }
`);

export const SHARING_OPTIONS_QUERY = graphql(`
  query GetCollectionSharingOptions($workspaceId: ID!, $collectionId: ID!) {
    getCollectionSharingOptions(workspaceId: $workspaceId, collectionId: $collectionId) {
      ...CollectionSharingOptionsFields
    }
  }
`);

export const UPDATE_SHARING_OPTIONS_MUTATION = graphql(`
  mutation UpdateCollectionSharingOptions(
    $workspaceId: ID!
    $collectionId: ID!
    $type: CollectionSharingType
    $lockedToWorkspace: Boolean
  ) {
    updateCollectionSharingOptions(
      workspaceId: $workspaceId
      collectionId: $collectionId
      type: $type
      lockedToWorkspace: $lockedToWorkspace
    ) {
      ...CollectionSharingOptionsFields
    }
  }
`);

export const RESET_SHARED_LINK_MUTATION = graphql(`
  mutation ResetCollectionSharedLink($workspaceId: ID!, $collectionId: ID!) {
    resetCollectionSharedLink(workspaceId: $workspaceId, collectionId: $collectionId) {
      ...CollectionSharedLinkFields
    }
  }
`);

export const IS_FOLLOWED_QUERY = graphql(`
  query IsCollectionFollowed($workspaceId: ID!, $collectionId: ID!) {
    isCollectionFollowed(workspaceId: $workspaceId, collectionId: $collectionId)
  }
`);

export const PRODUCT_MODE_QUERY = graphql(`
  query GetProductMode($workspaceId: ID!, $collectionId: ID!, $productId: ID) {
    getProductMode(workspaceId: $workspaceId, collectionId: $collectionId, productId: $productId) {
      mode
      reason
    }
  }
`);

export const TRADE_SHOW_EMAIL_MUTATION = graphql(`
  mutation TradeShowSendEmail(
    $workspaceId: ID!
    $collectionId: ID!
    $email: String!
    $productIds: [ID!]
    $message: String
  ) {
    tradeShowSendEmail(
      workspaceId: $workspaceId
      collectionId: $collectionId
      email: $email
      productIds: $productIds
      message: $message
    )
  }
`);
