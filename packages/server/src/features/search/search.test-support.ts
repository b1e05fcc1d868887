import { graphql } from '../../../test/graphql/index.ts';

export const searchProductsQuery =
  graphql(`query SearchProducts($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $filters: ProductSearchFilters, $sort: ProductSearchSort, $request: String) {
  searchProductsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, filters: $filters, sort: $sort, requestId: $request) {
    data { id collectionId collectionName name cells cct cri lengthMm relevance }
    username scrollID queryName query requestId match total capped terms
    understood { kind text label }
  }
}`);

export const searchCollectionsQuery =
  graphql(`query SearchCollections($w: ID!, $q: String!, $match: SearchMatch, $limit: Int, $scroll: String, $request: String) {
  searchCollectionsV3(workspaceId: $w, query: $q, match: $match, limit: $limit, scrollID: $scroll, requestId: $request) {
    data { id name } scrollID total terms requestId
  }
}`);

export const productPagesSubscription =
  graphql(`subscription SearchProductPages($w: ID!, $request: String!) {
  onSearchProductsV3(workspaceId: $w, requestId: $request) { requestId query total data { id name } }
}`);
