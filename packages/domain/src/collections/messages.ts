/** Collections; the feature itself comes later, and asking for one answers not found until then. */
export const collectionMessages = {
  notFound: 'Collection not found.',
} as const;
