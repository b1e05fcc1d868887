import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Action, allActions } from './actions.ts';
import { can } from './can.ts';
import { denialMessage } from './reasons.ts';
import { isRoleAtLeast, roleRank } from './roles.ts';
import type { PermissionSubject, Role, WorkspaceFacts, WorkspaceType } from './types.ts';

const roles: Role[] = [
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
const paidTypes: WorkspaceType[] = ['premium', 'starter', 'self_serve', 'managed', 'admin'];

const role = fc.constantFrom(...roles);
const action = fc.constantFrom(...allActions);
const count = fc.nat({ max: 12 });

const workspace: fc.Arbitrary<WorkspaceFacts> = fc.record({
  type: fc.constantFrom<WorkspaceType>('personal', 'free', ...paidTypes),
  status: fc.constantFrom('active', 'archived'),
  billingState: fc.constantFrom('ok', 'premiumExpired', 'paidFailed'),
  allowPages: fc.boolean(),
  unlimitedUsers: fc.boolean(),
  freeLicenses: count,
  premiumLicenses: count,
  usedLicenses: count,
  guestLicenseLimit: count,
  usedGuestLicenses: count,
  activeProjects: count,
  privateCollectionsInDefaultLibrary: count,
});

const subject: fc.Arbitrary<PermissionSubject> = fc.record({
  viewer: fc.record({ role: fc.option(role, { nil: undefined }), inPremiumGroup: fc.boolean() }),
  workspace,
  flags: fc.record(
    { corePackageUpdates: fc.boolean(), collaboratorExport: fc.boolean() },
    { requiredKeys: [] },
  ),
  resource: fc.record(
    { archived: fc.boolean(), lockedToSourceLibrary: fc.boolean(), inCustomLibrary: fc.boolean() },
    { requiredKeys: [] },
  ),
});

const allows = (s: PermissionSubject, a: Action) => can(s, a).allowed;
const withRole = (s: PermissionSubject, r: Role | undefined): PermissionSubject => ({
  ...s,
  viewer: { ...s.viewer, role: r },
});
const withWorkspace = (s: PermissionSubject, w: Partial<WorkspaceFacts>): PermissionSubject => ({
  ...s,
  workspace: { ...s.workspace, ...w },
});

describe('permission properties', () => {
  it('raising a role never removes a permission', () => {
    fc.assert(
      fc.property(subject, action, role, role, (s, a, r1, r2) => {
        const [low, high] = roleRank[r1] <= roleRank[r2] ? [r1, r2] : [r2, r1];
        if (allows(withRole(s, low), a)) expect(allows(withRole(s, high), a)).toBe(true);
        if (allows(withRole(s, undefined), a)) expect(allows(withRole(s, low), a)).toBe(true);
      }),
    );
  });

  it('making a workspace premium never removes a permission', () => {
    fc.assert(
      fc.property(subject, action, fc.constantFrom(...paidTypes), (s, a, paid) => {
        const unpaid = withWorkspace(s, {
          type: s.workspace.type === 'personal' ? 'personal' : 'free',
        });
        if (allows(unpaid, a)) expect(allows(withWorkspace(s, { type: paid }), a)).toBe(true);
      }),
    );
  });

  it('joining the Premium group never removes a permission', () => {
    fc.assert(
      fc.property(subject, action, (s, a) => {
        const out = { ...s, viewer: { ...s.viewer, inPremiumGroup: false } };
        if (allows(out, a))
          expect(allows({ ...s, viewer: { ...s.viewer, inPremiumGroup: true } }, a)).toBe(true);
      }),
    );
  });

  it('turning Read-Only mode on, or archiving the workspace, never adds a permission', () => {
    const blocked = fc.constantFrom<Partial<WorkspaceFacts>>(
      { billingState: 'paidFailed' },
      { billingState: 'premiumExpired' },
      { status: 'archived' },
    );
    fc.assert(
      fc.property(subject, action, blocked, (s, a, state) => {
        const open = withWorkspace(s, { billingState: 'ok', status: 'active' });
        if (allows(withWorkspace(open, state), a)) expect(allows(open, a)).toBe(true);
      }),
    );
  });

  it('the core-package flag never adds a permission', () => {
    fc.assert(
      fc.property(subject, action, (s, a) => {
        const on = { ...s, flags: { ...s.flags, corePackageUpdates: true } };
        const off = { ...s, flags: { ...s.flags, corePackageUpdates: false } };
        if (allows(on, a)) expect(allows(off, a)).toBe(true);
      }),
    );
  });

  it('every denial carries its non-empty message', () => {
    fc.assert(
      fc.property(subject, action, (s, a) => {
        const decision = can(s, a);
        if (decision.allowed) return;
        expect(decision.message.length).toBeGreaterThan(0);
        expect(decision.message).toBe(denialMessage(decision.reason, a));
      }),
    );
  });

  it('isRoleAtLeast is a total order consistent with roleRank', () => {
    fc.assert(
      fc.property(role, role, role, (a, b, c) => {
        expect(isRoleAtLeast(a, b)).toBe(roleRank[a] >= roleRank[b]);
        expect(isRoleAtLeast(a, b) || isRoleAtLeast(b, a)).toBe(true);
        expect(isRoleAtLeast(a, a)).toBe(true);
        if (isRoleAtLeast(a, b) && isRoleAtLeast(b, c)) expect(isRoleAtLeast(a, c)).toBe(true);
        expect(isRoleAtLeast(undefined, a)).toBe(false);
      }),
    );
  });
});
