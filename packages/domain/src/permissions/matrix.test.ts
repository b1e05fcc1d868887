import { describe, expect, it } from 'vitest';
import { allActions } from './actions.ts';
import { can } from './can.ts';
import type { DenialReason } from './reasons.ts';
import { subjectOf } from './subjects.fixture.ts';
import type { Role } from './types.ts';

// Written by hand from the spec, not from the rule table: Y allowed, R 'noRole',
// P 'noRoleOrUnpaid' (a guest outside the Premium group is neither premium nor high enough),
// F 'followedProduct' (a follower reads a collection's products, never edits them).
// Baseline: an active premium workspace in good standing, no flags, viewer not in the Premium group.
const columns: Role[] = [
  'guest',
  'follower',
  'viewer',
  'member',
  'collaborator',
  'editor',
  'creator',
  'workspaceCreatorAdmin',
  'owner',
];
const baseline = `
                              gst fol vwr mbr col edt crt adm own
workspace:read                 Y   Y   Y   Y   Y   Y   Y   Y   Y
workspace:update               R   R   R   R   R   R   R   Y   Y
workspace:publish              R   R   R   R   R   R   R   Y   Y
workspace:adminPanel           R   R   R   R   R   R   R   Y   Y
workspace:manageMembers        R   R   R   R   R   R   R   Y   Y
workspace:manageGuests         R   R   R   R   R   R   R   Y   Y
workspace:payment              R   R   R   R   R   R   R   Y   Y
workspace:createPage           R   R   R   R   R   R   Y   Y   Y
workspace:archive              R   R   R   R   R   R   R   R   Y
project:read                   Y   Y   Y   Y   Y   Y   Y   Y   Y
project:comment                R   R   Y   Y   Y   Y   Y   Y   Y
project:export                 R   R   R   R   R   Y   Y   Y   Y
project:edit                   R   R   R   R   R   Y   Y   Y   Y
project:editSetup              R   R   R   R   R   R   Y   Y   Y
project:delete                 R   R   R   R   R   R   Y   Y   Y
project:managePermissions      R   R   R   R   R   R   Y   Y   Y
project:requestInvite          R   R   Y   Y   Y   Y   Y   Y   Y
project:create                 R   R   R   R   R   Y   Y   Y   Y
project:copy                   R   R   R   R   R   Y   Y   Y   Y
project:changeSourceLibrary    R   R   R   R   R   R   Y   Y   Y
view:createCustom              P   R   R   R   R   Y   Y   Y   Y
view:update                    R   R   R   R   R   Y   Y   Y   Y
view:managePermissions         R   R   R   R   R   R   Y   Y   Y
column:restrictEdit            R   R   R   R   R   R   Y   Y   Y
project:tags                   P   R   R   R   R   Y   Y   Y   Y
project:sharedLink             P   R   R   R   R   Y   Y   Y   Y
version:create                 P   R   R   R   R   Y   Y   Y   Y
version:compare                P   R   R   R   R   Y   Y   Y   Y
collection:compare             P   R   R   R   R   Y   Y   Y   Y
product:saveAsNew              P   R   R   R   R   Y   Y   Y   Y
column:reorder                 R   R   R   R   R   R   Y   Y   Y
column:resize                  R   R   R   R   R   R   Y   Y   Y
export:revit                   R   R   R   R   R   Y   Y   Y   Y
assistant:chat                 R   R   Y   Y   Y   Y   Y   Y   Y
assistant:invite               R   R   R   R   R   R   Y   Y   Y
product:addCustom              R   R   R   R   R   Y   Y   Y   Y
import:csv                     R   R   R   R   R   Y   Y   Y   Y
collection:create              R   R   R   R   R   Y   Y   Y   Y
collection:read                Y   Y   Y   Y   Y   Y   Y   Y   Y
collection:update              R   R   R   R   R   Y   Y   Y   Y
collection:editProducts        R   F   R   R   R   Y   Y   Y   Y
collection:delete              R   R   R   R   R   R   Y   Y   Y
collection:share               R   R   R   R   R   R   Y   Y   Y
collection:copy                R   R   R   R   R   Y   Y   Y   Y
collection:manageLibraries     R   R   R   R   R   Y   Y   Y   Y
collection:follow              R   R   R   R   R   Y   Y   Y   Y
collection:unfollow            R   R   R   R   R   Y   Y   Y   Y
collection:suggest             R   R   Y   Y   Y   Y   Y   Y   Y
collection:sharingOptions      R   R   R   R   R   R   Y   Y   Y
collection:sharedLink          R   R   R   R   R   R   Y   Y   Y
collection:tradeShowMail       R   R   R   R   R   Y   Y   Y   Y
library:read                   Y   Y   Y   Y   Y   Y   Y   Y   Y
library:create                 R   R   R   R   R   R   Y   Y   Y
library:update                 R   R   R   R   R   R   Y   Y   Y
library:delete                 R   R   R   R   R   R   Y   Y   Y
library:share                  R   R   R   R   R   R   Y   Y   Y
`;

const codes: Record<string, DenialReason | 'allowed'> = {
  Y: 'allowed',
  R: 'noRole',
  P: 'noRoleOrUnpaid',
  F: 'followedProduct',
};

const expectations = baseline
  .trim()
  .split('\n')
  .slice(1)
  .flatMap((line) => {
    const [action, ...cells] = line.trim().split(/\s+/);
    return cells.map((cell, index) => ({
      action: action!,
      role: columns[index]!,
      expected: codes[cell]!,
    }));
  });

describe('the role matrix in a premium workspace', () => {
  it('lists every action exactly once, with a cell for every role', () => {
    const listed = [...new Set(expectations.map((row) => row.action))];
    expect(listed.sort()).toEqual([...allActions].sort());
    expect(expectations).toHaveLength(allActions.length * columns.length);
  });

  it.each(expectations)('$role → $action: $expected', ({ action, role, expected }) => {
    const decision = can(subjectOf(role), action as (typeof allActions)[number]);
    expect(decision.allowed ? 'allowed' : decision.reason).toBe(expected);
  });

  it('refuses a stranger everything, with the no-role message', () => {
    for (const action of allActions) {
      expect(can(subjectOf(undefined), action)).toEqual({
        allowed: false,
        reason: 'noRole',
        message:
          'Your assigned role is not permitted to use this feature, please contact the collection or project owner to upgrade permissions',
      });
    }
  });
});
