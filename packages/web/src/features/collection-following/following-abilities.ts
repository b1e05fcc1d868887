import type { AbilityLike } from '../../ui/ability/index.ts';

/** A collection's following abilities as the server answers them (CatalogueAbilities). */
export type FollowingAbilities = {
  follow?: AbilityLike | null;
  unfollow?: AbilityLike | null;
  suggest?: AbilityLike | null;
};

/** Not answered (a library's, or not asked for): the server decides on the click and tells why. */
const unanswered: AbilityLike = { allowed: true };

/**
 * Follow, Unfollow and Suggest on a collection (spec 001 §6), as the permission engine decided
 * them on the server with its reason: private, locked to its workspace, into its own workspace,
 * a follower who may not pass it on. Follow is decided for the workspace the collection is read
 * through (the viewer's current one).
 */
export function followingAbilitiesOf(abilities: FollowingAbilities | null | undefined) {
  return {
    follow: abilities?.follow ?? unanswered,
    unfollow: abilities?.unfollow ?? unanswered,
    suggest: abilities?.suggest ?? unanswered,
  };
}
