import { graphql } from '../../graphql/index.ts';

export const COLLECTION_PHOTO_FIELDS = graphql(`
  fragment CollectionPhotoFields on CollectionPhoto {
    id
    key
    filename
    type
    size
    url
    thumbnails {
      small
      medium
      large
      full
    }
    createdDate
  }
`);

export const COLLECTION_PAGE_FIELDS = graphql(`
  fragment CollectionPageFields on Collection {
    ...CollectionInfoFields
    libraryId
    workspaceId
    editable
    myRole
    follow
    type
    abilities {
      update {
        allowed
        reason
        message
      }
      share {
        allowed
        reason
        message
      }
      addProducts {
        allowed
        reason
        message
      }
      importProducts {
        allowed
        reason
        message
      }
      follow {
        allowed
        reason
        message
      }
      unfollow {
        allowed
        reason
        message
      }
      suggest {
        allowed
        reason
        message
      }
    }
  }
`);

/** The collection's page: opening it counts as an access (recent collections). */
export const COLLECTION_PAGE_QUERY = graphql(`
  query CollectionPage($workspaceId: ID!, $collectionId: ID!, $libraryId: ID) {
    getLibraryCollectionInfo(
      workspaceId: $workspaceId
      collectionId: $collectionId
      libraryId: $libraryId
    ) {
      ...CollectionPageFields
    }
  }
`);

export const COLLECTION_LIBRARY_QUERY = graphql(`
  query CollectionPageLibrary($workspaceId: ID!, $libraryId: ID!) {
    getLibrary(workspaceId: $workspaceId, libraryId: $libraryId) {
      id
      name
      kind
    }
  }
`);

export const COLLECTION_CHANGED_SUBSCRIPTION = graphql(`
  subscription CollectionPageChanged($workspaceId: ID!, $collectionId: ID) {
    onCollectionChanged(workspaceId: $workspaceId, collectionId: $collectionId) {
      collectionId
      status
      productsCount
    }
  }
`);

export const COLLECTION_PHOTOS_QUERY = graphql(`
  query CollectionPhotos($workspaceId: ID!, $collectionId: ID!) {
    listCollectionPhotos(workspaceId: $workspaceId, collectionId: $collectionId) {
      ...CollectionPhotoFields
    }
  }
`);

export const DECLARE_COLLECTION_PHOTO_MUTATION = graphql(`
  mutation DeclareCollectionPhoto($workspaceId: ID!, $collectionId: ID!, $key: String!) {
    declareCollectionPhoto(workspaceId: $workspaceId, collectionId: $collectionId, key: $key) {
      ...CollectionPhotoFields
    }
  }
`);

export const DELETE_COLLECTION_PHOTOS_MUTATION = graphql(`
  mutation DeleteCollectionPhotos($workspaceId: ID!, $collectionId: ID!, $photoIds: [ID!]!) {
    deleteCollectionPhotos(
      workspaceId: $workspaceId
      collectionId: $collectionId
      photoIds: $photoIds
    )
  }
`);
