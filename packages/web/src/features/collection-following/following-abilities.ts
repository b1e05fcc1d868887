import { denialMessage, followingMessages } from '@specboard/domain';
import type { AbilityLike } from '../../ui/ability/index.ts';

const always: AbilityLike = { allowed: true };
const privateRefusal: AbilityLike = {
  allowed: false,
  reason: 'private',
  message: followingMessages.privateCollection,
};

type Facts = {
  /** The collection's sharing type (Collection.type). */
  type: string;
  /** The viewer only follows it (or has it suggested): they read it, never pass it on. */
  follower: boolean;
  /** Known to its creators (getCollectionSharingOptions); unknown to the others. */
  lockedToWorkspace?: boolean;
};

/**
 * What the web knows beforehand of following and suggesting a collection (spec 001 §6), in the
 * engine's words: a private collection is neither followed nor suggested, a locked one not
 * suggested, and a follower does not suggest. The server decides the rest and tells why when it
 * refuses (a collection locked to its workspace, for someone who cannot see the lock).
 */
export function followingAbilitiesOf({ type, follower, lockedToWorkspace }: Facts) {
  const isPrivate = type === 'private';
  const suggest: AbilityLike = isPrivate
    ? privateRefusal
    : lockedToWorkspace
      ? { allowed: false, reason: 'locked', message: followingMessages.lockedToWorkspaceSuggest }
      : follower
        ? {
            allowed: false,
            reason: 'noRole',
            message: denialMessage('noRole', 'collection:suggest'),
          }
        : always;
  return { follow: isPrivate ? privateRefusal : always, suggest };
}
