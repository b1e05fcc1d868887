/** Products kept as references in schedules (spec 000 §5, §6; spec 001 §2). */
export const productReferenceMessages = {
  /** Spec 000 §6: adding from a collection outside the project's source library. */
  lockedToSourceLibrary: 'This project is locked to a source library',
  productNotFound: 'Product not found.',
  /** A reference call naming a row that keeps no product reference. */
  notReferenced: 'This row is not linked to a product.',
  /** Taking or reverting to a product that was deleted from its collection. */
  productRemoved: 'This product was removed from its collection.',
  noProducts: 'Choose at least one product to add.',
  tooManyProducts: (max: number) => `At most ${max} products can be added at once.`,
  /** Following a product into the collection it already lives in. */
  sameCollection: 'Choose another collection to follow the product into.',
} as const;
