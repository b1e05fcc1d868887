/**
 * A collection's sharing type (spec 001 §4): private (no new followers, suggestions or link
 * readers), unlisted (the default: the link's token lets its holder read it), unlistedPublish.
 */
export const collectionSharingTypes = ['private', 'unlisted', 'unlistedPublish'] as const;
export type CollectionSharingType = (typeof collectionSharingTypes)[number];

/** The type a new collection gets. */
export const defaultCollectionSharingType: CollectionSharingType = 'unlisted';

/** Whether people outside the collection's own may newly follow it, be suggested it or use its link. */
export function isOpenSharingType(type: string): boolean {
  return type !== 'private';
}

/**
 * switchTypeSharing: turning a type on makes it the collection's; turning off the one it has
 * makes the collection private; turning off private opens it again as unlisted; turning off
 * another type changes nothing.
 */
export function switchedSharingType(
  current: CollectionSharingType,
  type: CollectionSharingType,
  enabled: boolean,
): CollectionSharingType {
  if (enabled) return type;
  if (type !== current) return current;
  return type === 'private' ? defaultCollectionSharingType : 'private';
}

/** What a shared link shows: every field, or only `fieldsToShow` (restricted). */
export const sharedLinkModes = ['full', 'restricted'] as const;
export type SharedLinkMode = (typeof sharedLinkModes)[number];

/** Whether `mode` names a link mode. */
export function isSharedLinkMode(mode: string): mode is SharedLinkMode {
  return (sharedLinkModes as readonly string[]).includes(mode);
}

/** The collection groups following brings (spec 001 §2): followed and suggested collections. */
export const followingCollectionGroups = ['followed', 'suggestion'] as const;
