import { graphql } from '../../graphql/index.ts';

/** A product found, as the header's list and the search page show it. */
export const SEARCH_PRODUCT_HIT_FIELDS = graphql(`
  fragment SearchProductHitFields on ProductSearchHit {
    id
    collectionId
    collectionName
    workspaceId
    name
    cells
    cct
    cri
    lengthMm
    thumbnail
    relevance
  }
`);

/** A collection found: what its result line shows and where it opens. */
export const SEARCH_COLLECTION_FIELDS = graphql(`
  fragment SearchCollectionFields on Collection {
    id
    name
    description
    keywords
    location
    libraryId
    productsCount
  }
`);

/** Products of every collection the workspace may read, with the words to highlight. */
export const SEARCH_PRODUCTS_QUERY = graphql(`
  query SearchProducts(
    $workspaceId: ID!
    $query: String!
    $limit: Int
    $scrollID: String
    $filters: ProductSearchFilters
    $sort: ProductSearchSort
    $match: SearchMatch
  ) {
    searchProductsV3(
      workspaceId: $workspaceId
      query: $query
      limit: $limit
      scrollID: $scrollID
      filters: $filters
      sort: $sort
      match: $match
    ) {
      data {
        ...SearchProductHitFields
      }
      scrollID
      total
      capped
      match
      terms
      understood {
        kind
        text
        label
      }
    }
  }
`);

/** Collections the workspace may read, by name, description, keywords and location. */
export const SEARCH_COLLECTIONS_QUERY = graphql(`
  query SearchCollections(
    $workspaceId: ID!
    $query: String!
    $limit: Int
    $scrollID: String
    $match: SearchMatch
  ) {
    searchCollectionsV3(
      workspaceId: $workspaceId
      query: $query
      limit: $limit
      scrollID: $scrollID
      match: $match
    ) {
      data {
        ...SearchCollectionFields
      }
      scrollID
      total
      capped
      match
      terms
      understood {
        kind
        text
        label
      }
    }
  }
`);
