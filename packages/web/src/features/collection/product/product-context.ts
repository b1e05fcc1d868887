import { useOutletContext } from 'react-router';
import type { AbilityLike } from '../../../ui/ability/index.ts';
import type { LiveTableHandle } from '../../schedule/index.ts';

/** What the product modal (the route child) is given by the collection's page. */
export type ProductModalContext = {
  table: LiveTableHandle;
  workspaceId: string;
  collectionId: string;
  /** Whether the viewer may add and edit products, and why not. */
  edit: AbilityLike;
  /** Whether `adding` products fit the collection; opens the limit dialog when not. */
  checkRoom: (adding: number) => boolean;
  /** The limit dialog for a refusal of the server's (true when it was one). */
  onRefusal: (text: string) => boolean;
  /** The product modal of another product (`new` to add one). */
  openProduct: (productId: string) => void;
  close: () => void;
};

export function useProductModalContext(): ProductModalContext {
  return useOutletContext<ProductModalContext>();
}
