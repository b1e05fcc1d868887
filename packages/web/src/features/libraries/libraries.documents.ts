import { graphql } from '../../graphql/index.ts';

export const LIBRARY_FIELDS = graphql(`
  fragment LibraryAbilityFields on Ability {
    allowed
    reason
    message
  }
  fragment LibraryCardFields on Library {
    id
    workspaceId
    name
    description
    keywords
    kind
    collectionCount
    creator
    createdAt
    lastModified
    myRole
    abilities {
      update {
        ...LibraryAbilityFields
      }
      delete {
        ...LibraryAbilityFields
      }
      share {
        ...LibraryAbilityFields
      }
    }
  }
`);

export const LIBRARY_LIST_QUERY = graphql(`
  query ListLibraries(
    $workspaceId: ID!
    $sort: LibrarySort
    $direction: SortDirection
    $limit: Int
    $nextToken: String
  ) {
    listLibraries(
      workspaceId: $workspaceId
      sort: $sort
      direction: $direction
      limit: $limit
      nextToken: $nextToken
    ) {
      data {
        ...LibraryCardFields
      }
      amount
      nextToken
    }
  }
`);

export const LIBRARY_INFO_QUERY = graphql(`
  query GetLibraryInfo($workspaceId: ID!, $libraryId: ID!) {
    getLibraryInfo_v2(workspaceId: $workspaceId, libraryId: $libraryId) {
      ...LibraryCardFields
      members {
        type
        typeLabel
        isPending
        userInfo {
          id
          email
          name
          picture
        }
      }
    }
  }
`);

export const CREATE_LIBRARY_MUTATION = graphql(`
  mutation CreateLibrary(
    $workspaceId: ID!
    $name: String!
    $description: String
    $keywords: [String!]
  ) {
    createLibraryV2(
      workspaceId: $workspaceId
      name: $name
      description: $description
      keywords: $keywords
    ) {
      ...LibraryCardFields
    }
  }
`);

export const UPDATE_LIBRARY_MUTATION = graphql(`
  mutation UpdateLibrary(
    $workspaceId: ID!
    $libraryId: ID!
    $name: String
    $description: String
    $keywords: [String!]
  ) {
    updateLibrary(
      workspaceId: $workspaceId
      libraryId: $libraryId
      name: $name
      description: $description
      keywords: $keywords
    ) {
      ...LibraryCardFields
    }
  }
`);

export const DELETE_LIBRARY_MUTATION = graphql(`
  mutation DeleteLibrary($workspaceId: ID!, $libraryId: ID!) {
    deleteLibrary(workspaceId: $workspaceId, libraryId: $libraryId)
  }
`);
