import {
  type MeasureFilters,
  mergeMeasureFilters,
  parseProductQuery,
  productName,
} from '@specboard/domain';
import type { GraphQLContext } from '../../graphql/context.ts';
import type {
  ProductSearchHit,
  ProductSearchResponse,
  QuerySearchProductsV3Args,
} from '../../graphql/resolvers.generated.ts';
import { fileLinksOf } from '../files/index.ts';
import {
  type FoundProduct,
  findMatchingKeys,
  findPageProducts,
  type MatchKey,
  type ProductSortField,
} from './product-search.repository.ts';
import { announcePage, pageOfMatches, readSearchRequest, toMatchEnum } from './search-request.ts';
import { loadSearchScope } from './search-scope.ts';
import { acceptedWords, termsShown } from './search-words.ts';

function decodeKey(text: string): MatchKey {
  const [relevance, id = ''] = text.split('|');
  return { relevance: Number(relevance), id };
}

/** The explicit filters' measures (the query's own are merged in: both must hold). */
function explicitMeasures(filters: QuerySearchProductsV3Args['filters']): MeasureFilters {
  if (!filters) return {};
  const { wattage, lumens, price, leadTime, efficacy, cct, cri, lengthMm } = filters;
  const measures = { wattage, lumens, price, leadTime, efficacy, cct, cri, lengthMm };
  return Object.fromEntries(
    Object.entries(measures).filter(([, range]) => range),
  ) as MeasureFilters;
}

function smallThumbnail(context: GraphQLContext, image: unknown): string | null {
  const first = Array.isArray(image)
    ? (image[0] as { key?: string; thumbnails?: Record<string, string> | null })
    : undefined;
  const key = first?.thumbnails?.small ?? first?.key;
  return key ? fileLinksOf(context).url(key) : null;
}

function toHit(
  context: GraphQLContext,
  product: FoundProduct,
  relevance: number,
): ProductSearchHit {
  return {
    id: product.row_id,
    collectionId: product.collection_id,
    collectionName: product.collection_name,
    workspaceId: product.workspace_id,
    name: productName(product.cells),
    cells: product.cells,
    cct: product.ccts,
    cri: product.cri,
    lengthMm: product.length_mm,
    thumbnail: smallThumbnail(context, product.cells.image),
    relevance,
  };
}

/**
 * searchProductsV3: the products of every collection the viewer may read from the workspace that
 * match the query's words (full, part or fuzzy) and filters, relevance first and then the sort,
 * a page at a time; the page is also pushed to onSearchProductsV3 for the request id.
 */
export async function searchProductsV3(
  context: GraphQLContext,
  args: QuerySearchProductsV3Args,
): Promise<ProductSearchResponse> {
  const request = readSearchRequest(args);
  const parsed = parseProductQuery(request.query);
  const scope = await loadSearchScope(context, args.workspaceId);
  const readable = { ...scope, asked: args.filters?.collectionIds };
  const groups = await acceptedWords(context.database, parsed.words, request.match);
  const page = await pageOfMatches(context, 'products', request, args.scrollID, (scroll) =>
    findMatchingKeys(
      context.database,
      {
        scope: readable,
        match: request.match,
        words: parsed.words,
        groups,
        lists: {
          manufacturer: args.filters?.manufacturer ?? undefined,
          productType: args.filters?.productType ?? undefined,
          environment: args.filters?.environment ?? undefined,
          mounting: args.filters?.mounting ?? undefined,
        },
        measures: mergeMeasureFilters(parsed.filters, explicitMeasures(args.filters)),
        sort: {
          field: (args.sort?.field ?? 'RELEVANCE') as ProductSortField,
          descending: args.sort?.descending ?? false,
        },
      },
      scroll,
    ),
  );
  const keys = page.keys.map(decodeKey);
  const products = await findPageProducts(context.database, keys, readable);
  const relevanceOf = new Map(keys.map((key) => [key.id, key.relevance]));
  const response: ProductSearchResponse = {
    data: products.map((product) => toHit(context, product, relevanceOf.get(product.id) ?? 0)),
    username: scope.userId,
    scrollID: page.scrollID,
    queryName: 'searchProductsV3',
    query: request.query,
    requestId: args.requestId ?? null,
    match: toMatchEnum(request.match),
    total: page.total,
    capped: page.capped,
    terms: termsShown(parsed.words, groups, () =>
      products.flatMap((product) =>
        Object.values(product.cells).filter((value) => typeof value === 'string'),
      ),
    ),
    understood: parsed.understood,
  };
  announcePage(context, response);
  return response;
}
