import { useMutation, useQuery } from '@apollo/client/react';
import type { CellValue } from '@specboard/domain';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../ui/timing/index.ts';
import { readApiError } from '../identity/index.ts';
import type { ScheduleRow } from '../schedule/index.ts';
import { SEARCH_PRODUCTS_QUERY } from '../search/index.ts';
import {
  COLLECTIONS_FOR_PRODUCT_QUERY,
  CREATE_PROJECT_PRODUCTS_MUTATION,
  PICKER_PRODUCTS_QUERY,
  RECENT_PRODUCTS_QUERY,
} from './product-picker.documents.ts';
import { type PickerProduct, toPickerProduct } from './product-search.ts';

/** The picker shows the three most recent products (spec 000 §3). */
export const RECENT_SHOWN = 3;
/** A collection holds 100 products at most: one page reads them all, and one page of a search. */
const PRODUCTS_PAGE = 100;
/** The search asks once typing has paused this long. */
const SEARCH_DEBOUNCE_MS = 150;
/** The picker matches parts of words, as one types a code or a model's beginning. */
const PICKER_MATCH = 'PART' as const;

export type PickedProduct = { collectionId: string; productId: string; name: string };

const keyOf = (collectionId: string, productId: string) => `${collectionId}/${productId}`;

/**
 * What the picker reads and does: the collections the project may take products from (only its
 * source library's when it is locked to one), the chosen collection's products (all of them, or
 * what the server's search finds in it, or in all of them, for the words typed), the recent
 * products, the ticked products, and adding them as rows that keep a reference.
 */
export function useProductPicker({
  workspaceId,
  projectId,
  open,
}: {
  workspaceId: string;
  projectId: string;
  open: boolean;
}) {
  const collectionsQuery = useQuery(COLLECTIONS_FOR_PRODUCT_QUERY, {
    variables: { workspaceId, projectId },
    fetchPolicy: 'network-only',
    skip: !open,
  });
  const recentQuery = useQuery(RECENT_PRODUCTS_QUERY, {
    variables: { workspaceId, limit: RECENT_SHOWN },
    fetchPolicy: 'network-only',
    skip: !open,
  });
  const answer = collectionsQuery.data?.listCollectionsForProduct;
  const lockedLibraryId = answer?.sourceLibraryId ?? null;
  const collections = useMemo(() => {
    if (!answer) return [];
    const all = [...answer.projectSourceLibraryCollections, ...answer.userCollections];
    return all.filter((item, index) => all.findIndex((other) => other.id === item.id) === index);
  }, [answer]);

  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = collections.find((item) => item.id === chosenId) ?? collections[0] ?? null;
  const productsQuery = useQuery(PICKER_PRODUCTS_QUERY, {
    variables: { workspaceId, collectionId: chosen?.id ?? '', limit: PRODUCTS_PAGE },
    fetchPolicy: 'network-only',
    skip: !open || !chosen,
  });
  const products = useMemo(
    () =>
      chosen
        ? (
            (productsQuery.data?.listStructuredCollectionRows.data ?? []) as {
              id: string;
              cells: Record<string, CellValue | undefined>;
            }[]
          ).map((row) => toPickerProduct(chosen.id, row))
        : [],
    [productsQuery.data, chosen],
  );
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searching = open && chosen !== null && searched !== '';
  // The search covers the chosen collection, or every collection the project may take from.
  const [everywhere, setEverywhere] = useState(false);
  const searchedIds = everywhere ? collections.map((item) => item.id) : [chosen?.id ?? ''];
  const searchQuery = useQuery(SEARCH_PRODUCTS_QUERY, {
    variables: {
      workspaceId,
      query: searched,
      limit: PRODUCTS_PAGE,
      match: PICKER_MATCH,
      filters: { collectionIds: searchedIds },
    },
    fetchPolicy: 'network-only',
    skip: !searching,
  });
  const searchAnswer = searching ? searchQuery.data?.searchProductsV3 : undefined;
  const found = useMemo(
    () =>
      searching
        ? (searchAnswer?.data ?? []).map((hit) => {
            const product = toPickerProduct(hit.collectionId, {
              id: hit.id,
              cells: (hit.cells ?? {}) as Record<string, CellValue | undefined>,
            });
            // Found in any collection, a product says which it is in.
            return everywhere
              ? {
                  ...product,
                  detail: [product.detail, hit.collectionName].filter(Boolean).join(' · '),
                }
              : product;
          })
        : everywhere
          ? []
          : products,
    [searching, searchAnswer, products, everywhere],
  );

  // Recent products from collections the project may not take from are not offered.
  const recent = useMemo(() => {
    const allowedIds = new Set(collections.map((item) => item.id));
    return (recentQuery.data?.listRecentProducts ?? [])
      .filter((item) => allowedIds.has(item.collectionId))
      .slice(0, RECENT_SHOWN);
  }, [recentQuery.data, collections]);

  const [picked, setPicked] = useState<ReadonlyMap<string, PickedProduct>>(new Map());
  const isPicked = (collectionId: string, productId: string) =>
    picked.has(keyOf(collectionId, productId));
  const toggle = (product: PickedProduct) =>
    setPicked((current) => {
      const next = new Map(current);
      const key = keyOf(product.collectionId, product.productId);
      if (next.has(key)) next.delete(key);
      else next.set(key, product);
      return next;
    });

  const [createProducts, creating] = useMutation(CREATE_PROJECT_PRODUCTS_MUTATION);
  const [error, setError] = useState<string | null>(null);

  /** Adds the ticked products (one call per collection), below `nearRowId` when given. */
  const add = async (nearRowId: string | null): Promise<ScheduleRow[] | null> => {
    const byCollection = new Map<string, string[]>();
    for (const item of picked.values()) {
      byCollection.set(item.collectionId, [
        ...(byCollection.get(item.collectionId) ?? []),
        item.productId,
      ]);
    }
    const added: ScheduleRow[] = [];
    setError(null);
    try {
      let near = nearRowId;
      for (const [collectionId, productIds] of byCollection) {
        const result = await createProducts({
          variables: {
            workspaceId,
            projectId,
            collectionId,
            productIds,
            nearRowId: near,
            place: near ? 'below' : null,
          },
          fetchPolicy: 'no-cache',
        });
        const rows = (result.data?.createProjectProducts ?? []) as ScheduleRow[];
        added.push(...rows);
        // The next collection's products follow the ones just added.
        near = rows.at(-1)?.id ?? near;
      }
    } catch (failure) {
      setError(readApiError(failure).message);
      return added.length > 0 ? added : null;
    }
    setPicked(new Map());
    setQuery('');
    return added;
  };

  const loadError =
    collectionsQuery.error ?? productsQuery.error ?? (searching ? searchQuery.error : null) ?? null;
  return {
    loading: collectionsQuery.loading,
    productsLoading: productsQuery.loading || (searching && searchQuery.loading),
    lockedLibraryId,
    collections,
    chosen,
    /** Opens a collection's products (a search then covers that collection alone). */
    choose: (id: string) => {
      setChosenId(id);
      setEverywhere(false);
    },
    /** Whether the search covers every collection rather than the chosen one. */
    everywhere,
    setEverywhere,
    query,
    setQuery,
    /** The words typed, as last searched ('' shows every product of the collection). */
    searched,
    /** The words to highlight in the products found, and how they matched. */
    highlight: { terms: searchAnswer?.terms ?? [], match: searchAnswer?.match ?? PICKER_MATCH },
    products: found,
    /** The chosen collection's products, unfiltered (to name recent ones as the list does). */
    allProducts: products,
    totalProducts: products.length,
    recent,
    picked: [...picked.values()],
    isPicked,
    toggle,
    add,
    adding: creating.loading,
    error: error ?? (loadError ? readApiError(loadError).message : null),
  };
}

export type ProductPicker = ReturnType<typeof useProductPicker>;
export type { PickerProduct };
