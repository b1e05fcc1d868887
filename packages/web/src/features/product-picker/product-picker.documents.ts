import { graphql } from '../../graphql/index.ts';

export const PICKER_COLLECTION_FIELDS = graphql(`
  fragment PickerCollectionFields on Collection {
    id
    name
    libraryId
    productsCount
    editable
  }
`);

/** The collections a project may take products from (only its source library's when locked). */
export const COLLECTIONS_FOR_PRODUCT_QUERY = graphql(`
  query ListCollectionsForProduct($workspaceId: ID!, $projectId: ID!) {
    listCollectionsForProduct(workspaceId: $workspaceId, projectId: $projectId) {
      sourceLibraryId
      projectSourceLibraryCollections {
        ...PickerCollectionFields
      }
      userCollections {
        ...PickerCollectionFields
      }
    }
  }
`);

export const RECENT_PRODUCTS_QUERY = graphql(`
  query ListRecentProducts($workspaceId: ID!, $limit: Int) {
    listRecentProducts(workspaceId: $workspaceId, limit: $limit) {
      productId
      collectionId
      libraryId
      collectionName
      name
      usedAt
    }
  }
`);

/** A collection's products (rows of its schedule), as the picker lists them. */
export const PICKER_PRODUCTS_QUERY = graphql(`
  query ListPickerProducts($collectionId: ID!, $workspaceId: ID!, $limit: Int, $nextToken: String) {
    listStructuredCollectionRows(
      collectionId: $collectionId
      workspaceId: $workspaceId
      limit: $limit
      nextToken: $nextToken
    ) {
      data
      nextToken
    }
  }
`);

export const CREATE_PROJECT_PRODUCTS_MUTATION = graphql(`
  mutation CreateProjectProducts(
    $workspaceId: ID!
    $projectId: ID!
    $collectionId: ID!
    $productIds: [ID!]!
    $nearRowId: ID
    $place: RowPlace
  ) {
    createProjectProducts(
      workspaceId: $workspaceId
      projectId: $projectId
      collectionId: $collectionId
      productIds: $productIds
      nearRowId: $nearRowId
      place: $place
    )
  }
`);
