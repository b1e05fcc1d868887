import { licenceLimitMessage } from '@specboard/domain';
import { describe, expect, it } from 'vitest';
import { denied, sampleWorkspace } from '../../../test/workspace-fixtures.ts';
import { checkLicenceRoom, guestInviteAbility } from './licence-room.ts';

describe('licence room of the invite dialog', () => {
  // 5 premium licences, 3 used: room for 2.
  const premium = sampleWorkspace({
    workspaceType: 'premium',
    premiumLicenses: 5,
    usedLicenses: 3,
  });

  it('allows a selection that exactly fills the room and refuses one more', () => {
    expect(checkLicenceRoom(premium, 'viewer', 2)).toEqual({ fits: true });
    expect(checkLicenceRoom(premium, 'editor', 3)).toEqual({
      fits: false,
      message: licenceLimitMessage(3, 5),
    });
  });

  it('counts free workspaces against free licences', () => {
    const free = sampleWorkspace({ workspaceType: 'free', freeLicenses: 2, usedLicenses: 1 });
    expect(checkLicenceRoom(free, 'viewer', 1)).toEqual({ fits: true });
    expect(checkLicenceRoom(free, 'viewer', 2)).toEqual({
      fits: false,
      message: licenceLimitMessage(1, 2),
    });
  });

  it('refuses any invitee once the licences are used up', () => {
    const full = sampleWorkspace({ premiumLicenses: 5, usedLicenses: 5 });
    expect(checkLicenceRoom(full, 'viewer', 1)).toMatchObject({ fits: false });
  });

  it('exempts workspaces with unlimited users', () => {
    const unlimited = sampleWorkspace({
      premiumLicenses: 5,
      usedLicenses: 9,
      unlimitedUsers: true,
    });
    expect(checkLicenceRoom(unlimited, 'creator', 500)).toEqual({ fits: true });
    expect(checkLicenceRoom({ ...unlimited, usedGuestLicenses: 9 }, 'guest', 50)).toEqual({
      fits: true,
    });
  });

  it('counts guests against the guest licences instead', () => {
    // 4 guest licences, 1 used: room for 3, whatever the member licences say.
    const full = sampleWorkspace({ premiumLicenses: 5, usedLicenses: 5 });
    expect(checkLicenceRoom(full, 'guest', 3)).toEqual({ fits: true });
    expect(checkLicenceRoom(full, 'guest', 4)).toEqual({
      fits: false,
      message: licenceLimitMessage(1, 4),
    });
  });
});

describe('guest invitations', () => {
  it('are offered when the viewer may manage guests and the limit is not reached', () => {
    expect(guestInviteAbility(sampleWorkspace())).toEqual({ allowed: true });
  });

  it("give the server's reason when the viewer may not manage guests", () => {
    const workspace = sampleWorkspace({
      viewerCan: { manageGuests: denied('To manage guests, upgrade your workspace', 'upgrade') },
    });
    expect(guestInviteAbility(workspace)).toEqual({
      allowed: false,
      message: 'To manage guests, upgrade your workspace',
    });
  });

  it('ask for an upgrade once used guest licences exceed the limit', () => {
    const workspace = sampleWorkspace({ usedGuestLicenses: 5, guestLicenseLimit: 4 });
    expect(guestInviteAbility(workspace)).toEqual({
      allowed: false,
      message: 'To invite more guests, upgrade your workspace',
    });
  });
});
