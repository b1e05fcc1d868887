import { describe, expect, it } from 'vitest';
import { can } from '../permissions/can.ts';
import { subjectOf } from '../permissions/subjects.fixture.ts';
import { followingMessages } from './messages.ts';
import { productModeOf } from './product-mode.ts';
import { switchedSharingType } from './sharing-types.ts';
import { suggestionOutcome, suggestionVisibility } from './suggestions.ts';

describe('following a collection into a workspace', () => {
  it('is for those who may add to the workspace', () => {
    expect(can(subjectOf('editor'), 'collection:follow').allowed).toBe(true);
    expect(can(subjectOf('viewer'), 'collection:follow')).toMatchObject({ reason: 'noRole' });
  });

  it('is refused into its own workspace, when locked there, or private, with the words', () => {
    const refusal = (resource: object) =>
      can(subjectOf('owner', { resource }), 'collection:follow');
    expect(refusal({ ownWorkspace: true })).toMatchObject({
      message: followingMessages.followOwnWorkspace,
    });
    expect(refusal({ lockedToWorkspace: true })).toMatchObject({
      message: 'Collection is locked to workspace and cannot be followed into other workspaces',
    });
    expect(refusal({ privateSharing: true })).toMatchObject({ reason: 'privateCollection' });
    expect(refusal({ restrictedLink: true })).toMatchObject({ reason: 'restrictedLinkFollow' });
  });

  it('unfollowing stays open when the collection is locked or private', () => {
    const subject = subjectOf('editor', {
      resource: { lockedToWorkspace: true, privateSharing: true },
    });
    expect(can(subject, 'collection:unfollow').allowed).toBe(true);
  });
});

describe('suggesting a collection', () => {
  it('is refused when locked to its workspace, in the spec words', () => {
    const subject = subjectOf('viewer', { resource: { lockedToWorkspace: true } });
    expect(can(subject, 'collection:suggest')).toMatchObject({
      message: 'Collection is locked to workspace and cannot be suggested to new followers',
    });
  });

  it("answers Suggestion Exists unless forced, and refuses one's own address", () => {
    const base = { email: 'b@x.io', suggesterEmail: 'a@x.io', activeExists: true, force: false };
    expect(suggestionOutcome(base)).toMatchObject({
      suggested: false,
      errorType: 'Suggestion Exists',
    });
    expect(suggestionOutcome(base).message).toContain('(b@x.io)');
    expect(suggestionOutcome({ ...base, force: true }).suggested).toBe(true);
    expect(suggestionOutcome({ ...base, suggesterEmail: 'B@x.io' }).suggested).toBe(false);
  });

  it('tells the receiver when the collection became private', () => {
    expect(suggestionVisibility('private')).toEqual({
      becamePrivate: true,
      message: 'This collection became private. You can ignore the suggestion or keep it.',
    });
    expect(suggestionVisibility('unlisted')).toEqual({ becamePrivate: false, message: null });
  });
});

describe('a follower and the products', () => {
  it('is refused editing with the followed-product words', () => {
    expect(can(subjectOf('follower'), 'collection:editProducts')).toMatchObject({
      message: 'This is a followed product, you do not have permission to update',
    });
    expect(can(subjectOf('follower'), 'collection:read').allowed).toBe(true);
  });

  it('opens the product modal as edit, read-only or followed', () => {
    const editor = can(subjectOf('editor'), 'collection:editProducts');
    const viewer = can(subjectOf('viewer'), 'collection:editProducts');
    const follower = can(subjectOf('follower'), 'collection:editProducts');
    expect(productModeOf({ editProducts: editor, follower: false, productId: 'p' })).toEqual({
      mode: 'edit',
      reason: null,
    });
    expect(productModeOf({ editProducts: viewer, follower: false, productId: 'p' }).mode).toBe(
      'readOnly',
    );
    expect(productModeOf({ editProducts: follower, follower: true, productId: 'p' })).toEqual({
      mode: 'followedCollection',
      reason:
        'This product is in a followed collection, to edit first follow product into a workspace collection',
    });
    expect(productModeOf({ editProducts: follower, follower: true, productId: null }).mode).toBe(
      'followed',
    );
  });
});

describe('switching the sharing type', () => {
  it('turns a type on, and off to private; private off opens it as unlisted', () => {
    expect(switchedSharingType('unlisted', 'unlistedPublish', true)).toBe('unlistedPublish');
    expect(switchedSharingType('unlisted', 'unlisted', false)).toBe('private');
    expect(switchedSharingType('private', 'private', false)).toBe('unlisted');
    expect(switchedSharingType('unlisted', 'unlistedPublish', false)).toBe('unlisted');
  });
});
