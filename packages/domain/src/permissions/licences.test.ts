import { describe, expect, it } from 'vitest';
import {
  canAddMembers,
  fitsLimitedSharerCap,
  isGuestLimitReached,
  licenceLimit,
  licenceLimitMessage,
  licenceRoom,
  usersLimitMessage,
} from './licences.ts';
import { workspaceFacts } from './subjects.fixture.ts';

describe('licences', () => {
  it('counts free workspaces against free licences and the others against premium ones', () => {
    const counts = { freeLicenses: 3, premiumLicenses: 10 };
    expect(licenceLimit(workspaceFacts({ ...counts, type: 'free' }))).toBe(3);
    expect(licenceLimit(workspaceFacts({ ...counts, type: 'premium' }))).toBe(10);
    expect(licenceLimit(workspaceFacts({ ...counts, type: 'starter' }))).toBe(10);
  });

  it.each([
    { used: 4, count: 2, room: 2, fits: true },
    { used: 4, count: 3, room: 2, fits: false },
    { used: 5, count: 1, room: 1, fits: true },
    { used: 6, count: 1, room: 0, fits: false },
    { used: 6, count: 0, room: 0, fits: false },
    { used: 5, count: 0, room: 1, fits: true },
    { used: 8, count: 1, room: 0, fits: false },
  ])(
    '6 premium licences, $used used: room $room, adding $count fits: $fits',
    ({ used, count, room, fits }) => {
      const workspace = workspaceFacts({ premiumLicenses: 6, usedLicenses: used });
      expect(licenceRoom(workspace)).toBe(room);
      expect(canAddMembers(workspace, count)).toBe(fits);
    },
  );

  it('exempts unlimited-user workspaces', () => {
    const workspace = workspaceFacts({
      premiumLicenses: 6,
      usedLicenses: 60,
      unlimitedUsers: true,
    });
    expect(licenceRoom(workspace)).toBe(Number.POSITIVE_INFINITY);
    expect(canAddMembers(workspace, 1000)).toBe(true);
    expect(isGuestLimitReached({ ...workspace, usedGuestLicenses: 99, guestLicenseLimit: 1 })).toBe(
      false,
    );
  });

  it.each([
    { used: 4, limit: 5, reached: false },
    { used: 5, limit: 5, reached: false },
    { used: 6, limit: 5, reached: true },
  ])(
    'guests: $used used of $limit → reached $reached (the spec says "exceed")',
    ({ used, limit, reached }) => {
      const workspace = workspaceFacts({ usedGuestLicenses: used, guestLicenseLimit: limit });
      expect(isGuestLimitReached(workspace)).toBe(reached);
    },
  );

  it('caps limited sharers at 6 people, those on the project plus the new ones', () => {
    expect(fitsLimitedSharerCap(4, 2)).toBe(true);
    expect(fitsLimitedSharerCap(4, 3)).toBe(false);
  });

  it('words the limits', () => {
    expect(licenceLimitMessage(6, 6)).toBe(
      "You've reached the limit of accessible licenses (6/6). Upgrade your workspace or remove users to invite more.",
    );
    expect(usersLimitMessage(2, 5)).toBe(
      'Your workspace is limited to 5 users. Please remove 2 users or subscribe to a plan with more licenses.',
    );
    expect(usersLimitMessage(1, 1)).toContain('limited to 1 user. Please remove 1 user or');
  });
});
