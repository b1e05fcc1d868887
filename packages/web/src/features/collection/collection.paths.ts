/** Spec 001 section 2: /workspace/{wId}/collection/{id}/{libraryId?}, with child product/{productId}. */
export const COLLECTION_SEGMENT = 'collection';
export const PRODUCT_SEGMENT = 'product';

/** A collection's page, in its library when one is given. */
export function collectionPath(
  workspaceId: string,
  collectionId: string,
  libraryId?: string | null,
) {
  const base = `/workspace/${workspaceId}/${COLLECTION_SEGMENT}/${collectionId}`;
  return libraryId ? `${base}/${libraryId}` : base;
}

/** The product modal over a collection's page (`new` opens it to add a product). */
export function productPath(
  workspaceId: string,
  collectionId: string,
  libraryId: string | null | undefined,
  productId: string,
) {
  return `${collectionPath(workspaceId, collectionId, libraryId)}/${PRODUCT_SEGMENT}/${productId}`;
}
