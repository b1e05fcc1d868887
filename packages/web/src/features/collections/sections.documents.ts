import { graphql } from '../../graphql/index.ts';

export const SECTION_SETTINGS_QUERY = graphql(`
  query GetCollectionSectionSettings($workspaceId: ID!, $libraryId: ID) {
    getWorkspaceSectionSettings(workspaceId: $workspaceId, libraryId: $libraryId) {
      collectionsSectionsOrder
      collapsed
    }
  }
`);

export const CHANGE_SECTION_STATE_MUTATION = graphql(`
  mutation ChangeCollectionSectionState(
    $workspaceId: ID!
    $libraryId: ID
    $sectionId: String!
    $expanded: Boolean!
  ) {
    changeSectionState(
      workspaceId: $workspaceId
      resourceType: "collections"
      libraryId: $libraryId
      sectionId: $sectionId
      expanded: $expanded
    ) {
      collectionsSectionsOrder
      collapsed
    }
  }
`);

export const REORDER_SECTIONS_MUTATION = graphql(`
  mutation ReorderCollectionSections(
    $workspaceId: ID!
    $libraryId: ID
    $collectionsSectionsOrder: [String!]!
  ) {
    reorderSections(
      workspaceId: $workspaceId
      libraryId: $libraryId
      collectionsSectionsOrder: $collectionsSectionsOrder
    ) {
      collectionsSectionsOrder
      collapsed
    }
  }
`);
