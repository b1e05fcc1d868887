import { graphql } from '../../graphql/index.ts';

export const CREATE_COLLECTION_MUTATION = graphql(`
  mutation CreateCollectionV3(
    $workspaceId: ID!
    $libraryId: ID
    $name: String!
    $description: String
    $keywords: [String!]
  ) {
    createCollectionV3(
      workspaceId: $workspaceId
      libraryId: $libraryId
      name: $name
      description: $description
      keywords: $keywords
    ) {
      ...CollectionCardFields
    }
  }
`);

export const COPY_COLLECTION_MUTATION = graphql(`
  mutation CopyCollection($workspaceId: ID!, $collectionId: ID!) {
    copyCollection(workspaceId: $workspaceId, collectionId: $collectionId) {
      id
      collection {
        ...CollectionCardFields
      }
    }
  }
`);

export const DELETE_COLLECTION_MUTATION = graphql(`
  mutation DeleteCollection($workspaceId: ID!, $collectionId: ID!) {
    deleteCollection(workspaceId: $workspaceId, collectionId: $collectionId)
  }
`);

export const ADD_COLLECTION_TO_LIBRARY_MUTATION = graphql(`
  mutation AddCollectionToLibrary($workspaceId: ID!, $collectionId: ID!, $libraryId: ID!) {
    addCollectionToLibrary(
      workspaceId: $workspaceId
      collectionId: $collectionId
      libraryId: $libraryId
    ) {
      id
    }
  }
`);

export const REMOVE_COLLECTION_FROM_LIBRARY_MUTATION = graphql(`
  mutation RemoveCollectionFromLibrary($workspaceId: ID!, $collectionId: ID!, $libraryId: ID!) {
    removeCollectionFromLibrary(
      workspaceId: $workspaceId
      collectionId: $collectionId
      libraryId: $libraryId
    ) {
      id
    }
  }
`);

export const COLLECTION_MEMBERS_QUERY = graphql(`
  query GetCollectionMembers($workspaceId: ID!, $collectionId: ID!) {
    getCollectionMembers(workspaceId: $workspaceId, collectionId: $collectionId) {
      type
      typeLabel
      isPending
      userInfo {
        id
        name
        email
      }
    }
  }
`);
