import { graphql } from '../../graphql/index.ts';

export const ROW_DIFF_FIELDS = graphql(`
  fragment RowDiffProductFields on RowDiffProduct {
    rowId
    collectionId
    productId
    collectionName
    updateAvailable
    edited
    removed
    fields {
      field
      name
      rowValue
      productValue
      referenceValue
    }
  }
`);

export const ROW_DIFF_PRODUCT_QUERY = graphql(`
  query GetRowDiffProduct($workspaceId: ID!, $projectId: ID, $collectionId: ID, $rowId: ID!) {
    getRowDiffProduct(
      workspaceId: $workspaceId
      projectId: $projectId
      collectionId: $collectionId
      rowId: $rowId
    ) {
      ...RowDiffProductFields
    }
  }
`);

export const COMPARE_WITH_REFERENCES_QUERY = graphql(`
  query CompareScheduleWithReferences($workspaceId: ID!, $projectId: ID, $collectionId: ID) {
    compareScheduleWithReferences(
      workspaceId: $workspaceId
      projectId: $projectId
      collectionId: $collectionId
    ) {
      ...RowDiffProductFields
    }
  }
`);

export const UPDATE_PROJECT_PRODUCT_MUTATION = graphql(`
  mutation UpdateProjectProduct($workspaceId: ID!, $projectId: ID, $collectionId: ID, $rowId: ID!) {
    updateProjectProduct(
      workspaceId: $workspaceId
      projectId: $projectId
      collectionId: $collectionId
      rowId: $rowId
    )
  }
`);

export const KEEP_PROJECT_PRODUCT_MUTATION = graphql(`
  mutation KeepProjectProduct($workspaceId: ID!, $projectId: ID, $collectionId: ID, $rowId: ID!) {
    keepProjectProduct(
      workspaceId: $workspaceId
      projectId: $projectId
      collectionId: $collectionId
      rowId: $rowId
    )
  }
`);

export const REVERT_PROJECT_PRODUCT_MUTATION = graphql(`
  mutation RevertProjectProduct($workspaceId: ID!, $projectId: ID, $collectionId: ID, $rowId: ID!) {
    revertProjectProduct(
      workspaceId: $workspaceId
      projectId: $projectId
      collectionId: $collectionId
      rowId: $rowId
    )
  }
`);

export const SAVE_ROW_AS_NEW_PRODUCT_MUTATION = graphql(`
  mutation SaveRowAsNewProduct(
    $workspaceId: ID!
    $projectId: ID!
    $rowId: ID!
    $collectionId: ID!
  ) {
    saveRowAsNewProduct(
      workspaceId: $workspaceId
      projectId: $projectId
      rowId: $rowId
      collectionId: $collectionId
    )
  }
`);

/** The collections the viewer could save a row into (those they edit are offered). */
export const SAVE_TARGETS_QUERY = graphql(`
  query ListSaveAsNewTargets($workspaceId: ID!, $projectId: ID!) {
    listCollectionsForProduct(workspaceId: $workspaceId, projectId: $projectId) {
      projectSourceLibraryCollections {
        id
        name
        editable
      }
      userCollections {
        id
        name
        editable
      }
    }
  }
`);
