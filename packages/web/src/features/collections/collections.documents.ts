import { graphql } from '../../graphql/index.ts';

export const COLLECTION_CARD_FIELDS = graphql(`
  fragment CollectionAbilityFields on Ability {
    allowed
    reason
    message
  }
  # Following's refusals never offer an upgrade, so their reason is not asked (each field of a
  # card counts in the cost of a group's page).
  fragment CollectionRefusalFields on Ability {
    allowed
    message
  }
  fragment CollectionInfoFields on Collection {
    id
    name
    description
    keywords
    location
    creator
    author
    productsCount
    productsLimit
    createdDate
    lastModified
  }
  fragment CollectionCardFields on Collection {
    id
    name
    libraryId
    workspaceId
    follow
    type
    author
    productsCount
    collectionGroup
    # The first photo's address only: every field of a card counts fifty times in the cost of
    # a group's page (the server's operation cost limit).
    pictures {
      url
    }
    abilities {
      delete {
        ...CollectionAbilityFields
      }
      share {
        ...CollectionAbilityFields
      }
      copy {
        ...CollectionAbilityFields
      }
      manageLibraries {
        ...CollectionAbilityFields
      }
      follow {
        ...CollectionRefusalFields
      }
      unfollow {
        ...CollectionRefusalFields
      }
      suggest {
        ...CollectionRefusalFields
      }
    }
  }
`);

export const COLLECTION_INFO_QUERY = graphql(`
  query GetCollectionInfoForCard($workspaceId: ID!, $collectionId: ID!) {
    getLibraryCollectionInfo(workspaceId: $workspaceId, collectionId: $collectionId) {
      ...CollectionInfoFields
    }
  }
`);

export const COLLECTION_GROUP_QUERY = graphql(`
  query ListMyCollectionGroup(
    $workspaceId: ID!
    $libraryId: ID
    $groups: [CollectionGroup!]
    $sort: CollectionSort
    $direction: SortDirection
    $nextToken: String
  ) {
    listMyCollectionsV2(
      workspaceId: $workspaceId
      libraryId: $libraryId
      groups: $groups
      sort: $sort
      direction: $direction
      nextToken: $nextToken
    ) {
      group
      amount
      nextToken
      data {
        ...CollectionCardFields
      }
    }
  }
`);

export const RECENT_COLLECTIONS_QUERY = graphql(`
  query ListRecentCollections($workspaceId: ID!, $libraryId: ID, $limit: Int) {
    listRecentCollectionsV2(workspaceId: $workspaceId, libraryId: $libraryId, limit: $limit) {
      amount
      data {
        ...CollectionCardFields
      }
    }
  }
`);

export const COLLECTION_LIBRARIES_QUERY = graphql(`
  query ListCollectionLibraries($workspaceId: ID!) {
    listLibraries(workspaceId: $workspaceId, limit: 100) {
      data {
        id
        name
        kind
        abilities {
          addProducts {
            ...CollectionAbilityFields
          }
        }
      }
    }
  }
`);

export const COLLECTION_CHANGED_SUBSCRIPTION = graphql(`
  subscription OnCollectionChanged($workspaceId: ID!) {
    onCollectionChanged(workspaceId: $workspaceId) {
      collectionId
      workspaceId
      status
      productsCount
      collection {
        ...CollectionCardFields
      }
    }
  }
`);
