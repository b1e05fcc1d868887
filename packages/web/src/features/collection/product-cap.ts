import { collectionMessages, productRoom } from '@specboard/domain';

/**
 * Why `adding` products may not join a collection holding `count` (spec 001 §5): the cap's
 * message when none fit or one is added, the room left when several are and some fit; null
 * when all fit.
 */
export function productCapRefusal(count: number, adding: number, limit: number): string | null {
  const room = productRoom(count, adding, limit);
  if (room.fits) return null;
  if (room.room === 0 || adding === 1) return collectionMessages.productLimit(limit);
  return collectionMessages.productRoomLeft(room.room, limit);
}

/**
 * Whether a refusal from the server is the collection's product limit (spec 001 §8: these open
 * the limit dialog): its reason, or one of its messages.
 */
export function isProductLimitRefusal(text: string, limit: number): boolean {
  if (text === collectionMessages.reachedLimit || text === collectionMessages.alreadyAtLimit) {
    return true;
  }
  if (text === collectionMessages.productLimit(limit)) return true;
  return /^You can only add \d+ product\(s\) to current collection/.test(text);
}
