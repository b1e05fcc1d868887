import type { Decision } from '../permissions/can.ts';
import { followingMessages } from './messages.ts';

/** How the product modal opens (spec 001 §2): editable, read-only, or a followed product. */
export type ProductModeName = 'edit' | 'readOnly' | 'followed' | 'followedCollection';

export type ProductMode = { mode: ProductModeName; reason: string | null };

/**
 * The modal's mode from the engine's decision on editing the collection's products. A follower
 * opening one product is told how to edit it (follow the product into a collection of their
 * workspace); asked about the collection as a whole, that its products are followed ones.
 */
export function productModeOf(input: {
  editProducts: Decision;
  follower: boolean;
  productId: string | null;
}): ProductMode {
  if (input.editProducts.allowed) return { mode: 'edit', reason: null };
  if (input.follower) {
    return input.productId
      ? { mode: 'followedCollection', reason: followingMessages.followedCollection }
      : { mode: 'followed', reason: followingMessages.followedProduct };
  }
  return { mode: 'readOnly', reason: input.editProducts.message };
}
