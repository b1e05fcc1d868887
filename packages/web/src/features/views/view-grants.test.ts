import { describe, expect, it } from 'vitest';
import { grantChanges, isOpenToEveryone } from './view-grants.ts';

describe('changing who sees a view', () => {
  it('grants what is new and takes back what is gone, users and roles apart', () => {
    expect(
      grantChanges({ users: ['u1', 'u2'], roles: ['viewer'] }, { users: ['u2', 'u3'], roles: [] }),
    ).toEqual({ grantUsers: ['u3'], takeUsers: ['u1'], grantRoles: [], takeRoles: ['viewer'] });
  });

  it('is open to everyone when granted to nobody', () => {
    expect(isOpenToEveryone({ users: [], roles: [] })).toBe(true);
    expect(isOpenToEveryone({ users: [], roles: ['editor'] })).toBe(false);
  });
});
