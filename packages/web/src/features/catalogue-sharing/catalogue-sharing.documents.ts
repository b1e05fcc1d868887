import { graphql } from '../../graphql/index.ts';

export const CATALOGUE_MEMBER_FIELDS = graphql(`
  fragment CatalogueMemberFields on CataloguePermission {
    type
    typeLabel
    isPending
    workspaceRole
    createdDate
    userInfo {
      id
      email
      name
      picture
    }
  }
`);

export const CATALOGUE_SHARE_ABILITY_FIELDS = graphql(`
  fragment CatalogueShareAbility on CatalogueAbilities {
    share {
      allowed
      reason
      message
    }
  }
`);

export const LIBRARY_PEOPLE_QUERY = graphql(`
  query GetLibraryPeople($workspaceId: ID!, $libraryId: ID!) {
    getLibrary(workspaceId: $workspaceId, libraryId: $libraryId) {
      id
      name
      members {
        ...CatalogueMemberFields
      }
      abilities {
        ...CatalogueShareAbility
      }
    }
  }
`);

export const COLLECTION_PEOPLE_QUERY = graphql(`
  query GetCollectionPeople($workspaceId: ID!, $collectionId: ID!) {
    getLibraryCollectionInfo(workspaceId: $workspaceId, collectionId: $collectionId) {
      id
      name
      members {
        ...CatalogueMemberFields
      }
      abilities {
        ...CatalogueShareAbility
      }
    }
  }
`);

export const CATALOGUE_PERMISSION_RESULT_FIELDS = graphql(`
  fragment CataloguePermissionResultFields on CataloguePermissionResult {
    id
    invited
    wrongEmails
    members {
      ...CatalogueMemberFields
    }
  }
`);

export const SHARE_LIBRARY_MUTATION = graphql(`
  mutation ShareLibrary($workspaceId: ID!, $libraryId: ID!, $permissions: [CataloguePermissionInput!]!) {
    shareLibrary(workspaceId: $workspaceId, libraryId: $libraryId, permissions: $permissions) {
      ...CataloguePermissionResultFields
    }
  }
`);

export const UPDATE_LIBRARY_PERMISSION_MUTATION = graphql(`
  mutation UpdateLibraryPermission(
    $workspaceId: ID!
    $libraryId: ID!
    $permissions: [CataloguePermissionInput!]!
  ) {
    updateLibraryPermission(workspaceId: $workspaceId, libraryId: $libraryId, permissions: $permissions) {
      ...CataloguePermissionResultFields
    }
  }
`);

export const INVITE_USER_TO_LIBRARY_MUTATION = graphql(`
  mutation InviteUserToLibrary(
    $workspaceId: ID!
    $libraryId: ID!
    $invites: [CatalogueInviteInput!]!
    $emailMessage: String
  ) {
    inviteUserToLibrary(
      workspaceId: $workspaceId
      libraryId: $libraryId
      invites: $invites
      emailMessage: $emailMessage
    ) {
      ...CataloguePermissionResultFields
    }
  }
`);

export const DELETE_LIBRARY_PERMISSION_MUTATION = graphql(`
  mutation DeleteLibraryPermission($workspaceId: ID!, $libraryId: ID!, $userIds: [ID!]!) {
    deleteLibraryPermission(workspaceId: $workspaceId, libraryId: $libraryId, userIds: $userIds) {
      ...CataloguePermissionResultFields
    }
  }
`);

export const SHARE_COLLECTION_MUTATION = graphql(`
  mutation ShareCollection(
    $workspaceId: ID!
    $collectionId: ID!
    $permissions: [CataloguePermissionInput!]!
  ) {
    shareCollection(workspaceId: $workspaceId, collectionId: $collectionId, permissions: $permissions) {
      ...CataloguePermissionResultFields
    }
  }
`);

export const UPDATE_COLLECTION_PERMISSION_MUTATION = graphql(`
  mutation UpdateCollectionPermission(
    $workspaceId: ID!
    $collectionId: ID!
    $permissions: [CataloguePermissionInput!]!
  ) {
    updateCollectionPermission(
      workspaceId: $workspaceId
      collectionId: $collectionId
      permissions: $permissions
    ) {
      ...CataloguePermissionResultFields
    }
  }
`);

export const INVITE_USER_TO_COLLECTION_MUTATION = graphql(`
  mutation InviteUserToCollection(
    $workspaceId: ID!
    $collectionId: ID!
    $invites: [CatalogueInviteInput!]!
    $emailMessage: String
  ) {
    inviteUserToCollection(
      workspaceId: $workspaceId
      collectionId: $collectionId
      invites: $invites
      emailMessage: $emailMessage
    ) {
      ...CataloguePermissionResultFields
    }
  }
`);

export const DELETE_COLLECTION_PERMISSION_MUTATION = graphql(`
  mutation DeleteCollectionPermission($workspaceId: ID!, $collectionId: ID!, $userIds: [ID!]!) {
    deleteCollectionPermission(workspaceId: $workspaceId, collectionId: $collectionId, userIds: $userIds) {
      ...CataloguePermissionResultFields
    }
  }
`);
