/** Following, suggesting and sharing collections: the spec's wording (spec 001 §4, §6, §8). */
export const followingMessages = {
  lockedToWorkspaceFollow:
    'Collection is locked to workspace and cannot be followed into other workspaces',
  lockedToWorkspaceSuggest:
    'Collection is locked to workspace and cannot be suggested to new followers',
  followedProduct: 'This is a followed product, you do not have permission to update',
  followedCollection:
    'This product is in a followed collection, to edit first follow product into a workspace collection',
  becamePrivate: 'This collection became private. You can ignore the suggestion or keep it.',
  /** Ours: the spec names no wording for these refusals. */
  restrictedLinkFollow: 'This collection is shared with restricted fields and cannot be followed.',
  followOwnWorkspace: 'A collection cannot be followed into its own workspace.',
  privateCollection: 'This collection is private and cannot be followed or suggested.',
  suggestionNotFound: 'Suggestion not found.',
  /** The error type that opens the dialog offering to suggest again (spec 001 §8). */
  suggestionExistsType: 'Suggestion Exists',
  suggestionExists: (email: string) => `This collection was already suggested (${email})`,
  suggestToSelfType: 'Own Address',
  suggestToSelf: (email: string) => `You cannot suggest a collection to yourself (${email})`,
  noEmails: 'Enter at least one e-mail address.',
  tooManyEmails: (max: number) => `Suggest to at most ${max} addresses at a time.`,
  sharingType: (types: string) => `The sharing type must be one of ${types}.`,
  sharedLinkMode: (modes: string) => `The link's mode must be one of ${modes}.`,
  unknownFields: (fields: string) => `Unknown fields to show: ${fields}.`,
  productsNotFound: 'Some of these products are not in the collection.',
  noProductsToSend: 'The collection has no products to send.',
} as const;
