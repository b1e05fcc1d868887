import { describe, expect, it } from 'vitest';
import {
  effectiveProjectRole,
  needsEditingRoleConfirmation,
  parseEmailList,
  peopleSearchText,
  projectRolesOfferedTo,
  sharesDirectly,
} from './index.ts';

describe('a person’s role on a project', () => {
  it('is the workspace role for members, raised but never lowered by a project permission', () => {
    expect(effectiveProjectRole({ workspaceRole: 'viewer', workspaceMembership: 'member' })).toBe(
      'viewer',
    );
    expect(
      effectiveProjectRole({
        workspaceRole: 'viewer',
        workspaceMembership: 'member',
        projectRole: 'editor',
      }),
    ).toBe('editor');
    expect(
      effectiveProjectRole({
        workspaceRole: 'owner',
        workspaceMembership: 'creator',
        projectRole: 'viewer',
      }),
    ).toBe('owner');
  });

  it('is only the shared role for a guest of the workspace, and none without a share', () => {
    expect(
      effectiveProjectRole({ workspaceRole: 'guest', workspaceMembership: 'guest' }),
    ).toBeUndefined();
    expect(
      effectiveProjectRole({
        workspaceRole: 'guest',
        workspaceMembership: 'guest',
        projectRole: 'collaborator',
      }),
    ).toBe('collaborator');
  });

  it('is a guest (read only) for someone holding only the shared link', () => {
    expect(effectiveProjectRole({ holdsSharedLink: true })).toBe('guest');
    expect(effectiveProjectRole({})).toBeUndefined();
    expect(effectiveProjectRole({ holdsSharedLink: true, projectRole: 'editor' })).toBe('editor');
  });

  it('lets creators and above send invites; the rest request them', () => {
    expect(sharesDirectly('creator')).toBe(true);
    expect(sharesDirectly('owner')).toBe(true);
    expect(sharesDirectly('editor')).toBe(false);
    expect(sharesDirectly(undefined)).toBe(false);
  });

  it('does not offer editing roles to a Design Partner', () => {
    expect(projectRolesOfferedTo({ workspaceRole: 'collaborator' })).toEqual([
      'viewer',
      'collaborator',
    ]);
    expect(projectRolesOfferedTo({ workspaceRole: 'viewer' })).toEqual([
      'viewer',
      'collaborator',
      'editor',
      'creator',
    ]);
  });

  it('asks before giving an editing role to someone without paid status', () => {
    expect(needsEditingRoleConfirmation('editor', false)).toBe(true);
    expect(needsEditingRoleConfirmation('creator', false)).toBe(true);
    expect(needsEditingRoleConfirmation('editor', true)).toBe(false);
    expect(needsEditingRoleConfirmation('viewer', false)).toBe(false);
  });
});

describe('an e-mail list typed into the share dialog', () => {
  it('splits on commas, semicolons, spaces and lines, trims, lower-cases and drops repeats', () => {
    expect(
      parseEmailList(' Ann@Example.com, bob@example.com;\ncy@example.com  ann@example.com '),
    ).toEqual({
      ok: true,
      emails: ['ann@example.com', 'bob@example.com', 'cy@example.com'],
      invalid: [],
    });
  });

  it('reads names with addresses in angle brackets, quoted names with commas too', () => {
    expect(parseEmailList('Ann Lee <ann@example.com>, "Lee, Bob" <bob@example.com>')).toEqual({
      ok: true,
      emails: ['ann@example.com', 'bob@example.com'],
      invalid: [],
    });
  });

  it('sets aside entries that are not addresses', () => {
    expect(parseEmailList('ann@example.com, not-an-address, bob@')).toEqual({
      ok: true,
      emails: ['ann@example.com'],
      invalid: ['not-an-address', 'bob@'],
    });
  });

  it('gives up with the spec’s message where a bracket or quote is left open', () => {
    expect(parseEmailList('ann@example.com, Bob <bob@example.com, cy@example.com')).toEqual({
      ok: false,
      message:
        'Sorry, could not understand the email addresses starting at Bob <bob@example.com, cy@example.com',
    });
    expect(parseEmailList('"Lee, Bob <bob@example.com>')).toMatchObject({ ok: false });
    expect(parseEmailList('bob@example.com>')).toMatchObject({ ok: false });
  });

  it('searches people without a leading @', () => {
    expect(peopleSearchText('  @ann ')).toBe('ann');
  });
});
