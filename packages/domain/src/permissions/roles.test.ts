import { describe, expect, it } from 'vitest';
import { allActions } from './actions.ts';
import { type DenialReason, denialMessage } from './reasons.ts';
import {
  defaultInviteRole,
  invitableWorkspaceRoles,
  membershipOfRole,
  planLabel,
  roleLabel,
  roleRank,
  rolesAtLeast,
} from './roles.ts';

describe('roles', () => {
  it('ranks as the spec lists, with member beside viewer', () => {
    expect(roleRank).toEqual({
      guest: 1,
      follower: 2,
      viewer: 3,
      member: 3,
      collaborator: 4,
      editor: 5,
      creator: 6,
      workspaceCreatorAdmin: 7,
      owner: 8,
    });
  });

  it('labels roles and plans as the product shows them', () => {
    expect(roleLabel('workspaceCreatorAdmin')).toBe('Creator(Admin)');
    expect(roleLabel('collaborator')).toBe('Design Partner');
    expect(roleLabel('editor')).toBe('Editor');
    expect(roleLabel('guest')).toBe('Guest');
    expect(planLabel('Pro User')).toBe('Premium');
    expect(planLabel('Enterprise')).toBe('Enterprise');
  });

  it('offers viewer, editor and creator to invitees, viewer first', () => {
    expect(invitableWorkspaceRoles).toEqual(['viewer', 'editor', 'creator']);
    expect(defaultInviteRole).toBe('viewer');
  });

  it('maps roles to memberships', () => {
    expect(membershipOfRole('owner')).toBe('creator');
    expect(membershipOfRole('workspaceCreatorAdmin')).toBe('creator');
    expect(membershipOfRole('guest')).toBe('guest');
    expect(membershipOfRole('creator')).toBe('member');
    expect(membershipOfRole('follower')).toBe('member');
  });
});

describe('denial messages', () => {
  const verbatim: [DenialReason, string][] = [
    ['signInRequired', 'Please sign in to continue.'],
    [
      'noRole',
      'Your assigned role is not permitted to use this feature, please contact the collection or project owner to upgrade permissions',
    ],
    [
      'noRoleOrUnpaid',
      'Your assigned role is not permitted to use this feature or you need to upgrade to a paid subscription. If you are a paid user, please contact the collection or project owner to upgrade permissions',
    ],
    ['upgrade', 'Please upgrade to use this feature'],
    [
      'personalWorkspacePhasedOut',
      'Personal Workspace is being phased out - Please create new custom workspace',
    ],
    ['archived', 'Project is archived and cannot be updated'],
    ['lockedToSourceLibrary', 'This project is locked to a source library'],
    ['pagesNotAllowed', 'This workspace does not allow to create pages.'],
    ['adminPanelPersonal', 'Workspace admin panel does not work with personal workspace'],
    ['projectCap', 'To create more projects, upgrade your workspace'],
    ['collectionCap', 'To create more collections, upgrade your workspace'],
  ];

  it.each(verbatim)('%s reads as the spec words it', (reason, message) => {
    expect(denialMessage(reason, 'project:edit')).toBe(message);
  });

  it('names the action in the upgrade-workspace message', () => {
    expect(denialMessage('upgradeWorkspace', 'assistant:invite')).toBe(
      'To invite the assistant, upgrade your workspace',
    );
    expect(denialMessage('upgradeWorkspace', 'version:create')).toBe(
      'To create versions, upgrade your workspace',
    );
    const phrases = allActions.map((action) => denialMessage('upgradeWorkspace', action));
    expect(new Set(phrases).size).toBe(allActions.length);
  });

  it('names Read-Only mode and its cause', () => {
    expect(denialMessage('readOnlyPaymentFailed', 'project:edit')).toBe(
      'This workspace is in Read-Only mode because its last payment was unsuccessful. Update the payment to make changes again.',
    );
    expect(denialMessage('readOnlyPremiumExpired', 'project:edit')).toMatch(
      /Read-Only mode because its premium plan has expired/,
    );
    expect(denialMessage('workspaceArchived', 'project:edit')).toMatch(/workspace is archived/);
  });
});

describe('rolesAtLeast', () => {
  it('lists the roles that pass a check, for queries that filter by role', () => {
    expect(rolesAtLeast('editor').sort()).toEqual([
      'creator',
      'editor',
      'owner',
      'workspaceCreatorAdmin',
    ]);
    expect(rolesAtLeast('owner')).toEqual(['owner']);
  });
});
