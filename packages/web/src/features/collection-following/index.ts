export {
  COPY_SUGGESTED_COLLECTION_MUTATION,
  IGNORE_SUGGESTION_MUTATION,
  MY_SUGGESTIONS_QUERY,
} from './collection-following.documents.ts';
export { FollowWorkspaceDialog, type WorkspaceChoice } from './FollowWorkspaceDialog.tsx';
export { type FollowingAbilities, followingAbilitiesOf } from './following-abilities.ts';
export { SharingOptionsDialog } from './SharingOptionsDialog.tsx';
export { SuggestDialog } from './SuggestDialog.tsx';
export { TradeShowDialog } from './TradeShowDialog.tsx';
export { type FollowTarget, useFollowCollection } from './useFollowCollection.tsx';
export { type ProductMode, useProductMode } from './useProductMode.ts';
export { SUGGESTION_ERROR_MS, SUGGESTION_EXISTS } from './useSuggestCollection.ts';
