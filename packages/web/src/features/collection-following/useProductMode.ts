import { useQuery } from '@apollo/client/react';
import { PRODUCT_MODE_QUERY } from './collection-following.documents.ts';

/** What the product modal may do with a product (getProductMode); null until known. */
export type ProductMode = { mode: string; reason: string | null };

/**
 * The product's mode for the viewer in this workspace: edit, or read-only with the engine's
 * reason ('This is a followed product, you do not have permission to update' on a followed
 * collection).
 */
export function useProductMode(
  workspaceId: string,
  collectionId: string,
  productId: string | null,
): ProductMode | null {
  const query = useQuery(PRODUCT_MODE_QUERY, {
    variables: { workspaceId, collectionId, productId },
    fetchPolicy: 'cache-and-network',
  });
  const mode = query.data?.getProductMode;
  return mode ? { mode: mode.mode, reason: mode.reason ?? null } : null;
}
