import { describe, expect, it } from 'vitest';
import { type Action, allActions } from './actions.ts';
import { can, isPremium, isReadOnly, writeActions } from './can.ts';
import type { DenialReason } from './reasons.ts';
import { type SubjectSetup, subjectOf, workspaceFacts } from './subjects.fixture.ts';
import type { Role, WorkspaceType } from './types.ts';

type Expected = DenialReason | 'allowed';
type Case = [role: Role, action: Action, setup: SubjectSetup, expected: Expected];

function decide(role: Role | undefined, action: Action, setup: SubjectSetup): Expected {
  const decision = can(subjectOf(role, setup), action);
  return decision.allowed ? 'allowed' : decision.reason;
}

function table(name: string, cases: Case[]) {
  describe(name, () => {
    const rows = cases.map(([role, action, setup, expected]) => ({
      role,
      action,
      setup,
      expected,
    }));
    it.each(rows)('$role, $action → $expected', ({ role, action, setup, expected }) => {
      expect(decide(role, action, setup)).toBe(expected);
    });
  });
}

const group = { inPremiumGroup: true };
const free = { workspace: { type: 'free' } } as const;
const freeGroup = { ...free, ...group };
const personal = { workspace: { type: 'personal' } } as const;
const personalGroup = { ...personal, ...group };

table('free workspace', [
  // Free workspaces create projects up to their cap, premium or not.
  ['editor', 'project:create', free, 'allowed'],
  ['editor', 'project:create', freeGroup, 'allowed'],
  ['creator', 'project:tags', free, 'upgrade'],
  ['editor', 'version:create', freeGroup, 'upgradeWorkspace'],
  ['owner', 'version:compare', freeGroup, 'upgradeWorkspace'],
  ['editor', 'collection:compare', freeGroup, 'allowed'],
  ['editor', 'project:edit', free, 'allowed'],
  ['viewer', 'project:sharedLink', free, 'noRoleOrUnpaid'],
  ['viewer', 'project:sharedLink', freeGroup, 'noRole'],
  ['owner', 'workspace:adminPanel', free, 'allowed'],
]);

table('personal workspace', [
  ['owner', 'project:create', personalGroup, 'personalWorkspacePhasedOut'],
  ['editor', 'project:copy', personal, 'personalWorkspacePhasedOut'],
  ['owner', 'workspace:adminPanel', personal, 'adminPanelPersonal'],
  ['owner', 'project:edit', personal, 'allowed'],
  ['owner', 'view:createCustom', personal, 'upgrade'],
  ['owner', 'view:createCustom', personalGroup, 'allowed'],
  ['owner', 'collection:create', personal, 'allowed'],
]);

const paidFailed = { workspace: { billingState: 'paidFailed' } } as const;
const expired = { workspace: { billingState: 'premiumExpired' } } as const;

table('Read-Only mode', [
  ['owner', 'project:edit', paidFailed, 'readOnlyPaymentFailed'],
  ['owner', 'project:edit', expired, 'readOnlyPremiumExpired'],
  ['viewer', 'project:edit', paidFailed, 'readOnlyPaymentFailed'],
  ['viewer', 'project:comment', expired, 'readOnlyPremiumExpired'],
  ['owner', 'workspace:manageMembers', paidFailed, 'readOnlyPaymentFailed'],
  ['viewer', 'project:read', paidFailed, 'allowed'],
  ['editor', 'version:compare', expired, 'allowed'],
  ['editor', 'project:export', paidFailed, 'allowed'],
  ['owner', 'workspace:adminPanel', expired, 'allowed'],
  ['workspaceCreatorAdmin', 'workspace:payment', paidFailed, 'allowed'],
  ['creator', 'workspace:payment', paidFailed, 'noRole'],
]);

const archivedWorkspace = { workspace: { status: 'archived' } } as const;
const archivedAndFailed = {
  workspace: { status: 'archived', billingState: 'paidFailed' },
} as const;

table('archived workspace', [
  ['owner', 'project:edit', archivedWorkspace, 'workspaceArchived'],
  ['owner', 'project:create', archivedWorkspace, 'workspaceArchived'],
  ['owner', 'project:edit', archivedAndFailed, 'workspaceArchived'],
  ['guest', 'workspace:read', archivedWorkspace, 'allowed'],
  ['owner', 'workspace:archive', archivedWorkspace, 'allowed'],
]);

const archivedProject = { resource: { archived: true } };

table('archived project', [
  ['owner', 'project:edit', archivedProject, 'archived'],
  ['creator', 'project:editSetup', archivedProject, 'archived'],
  ['editor', 'project:tags', archivedProject, 'archived'],
  ['editor', 'version:create', archivedProject, 'archived'],
  ['creator', 'column:resize', archivedProject, 'archived'],
  ['editor', 'import:csv', archivedProject, 'archived'],
  ['viewer', 'project:read', archivedProject, 'allowed'],
  ['viewer', 'project:comment', archivedProject, 'allowed'],
  ['editor', 'project:export', archivedProject, 'allowed'],
  ['creator', 'project:delete', archivedProject, 'allowed'],
  ['creator', 'project:managePermissions', archivedProject, 'allowed'],
  // The role comes before the project's state.
  ['viewer', 'project:edit', archivedProject, 'noRole'],
]);

const locked = { resource: { lockedToSourceLibrary: true } };

table('project locked to a source library', [
  ['owner', 'project:changeSourceLibrary', locked, 'lockedToSourceLibrary'],
  ['creator', 'project:editSetup', locked, 'allowed'],
  ['creator', 'project:changeSourceLibrary', {}, 'allowed'],
  ['editor', 'project:changeSourceLibrary', {}, 'noRole'],
]);

const coreOn = (type: WorkspaceType) => ({
  flags: { corePackageUpdates: true },
  workspace: { type },
});
const starter = { workspace: { type: 'starter' } } as const;
const coreActions: Action[] = [
  'export:revit',
  'assistant:chat',
  'assistant:invite',
  'product:addCustom',
  'import:csv',
];

table('core package', [
  ...coreActions.map((action): Case => ['owner', action, coreOn('starter'), 'upgradeWorkspace']),
  ...coreActions.map((action): Case => ['owner', action, coreOn('free'), 'upgradeWorkspace']),
  ...coreActions.map((action): Case => ['owner', action, starter, 'allowed']),
  ['owner', 'assistant:chat', coreOn('premium'), 'allowed'],
  ['owner', 'assistant:chat', coreOn('self_serve'), 'allowed'],
  ['owner', 'assistant:chat', coreOn('managed'), 'allowed'],
  ['owner', 'assistant:chat', coreOn('admin'), 'allowed'],
  ['owner', 'project:edit', coreOn('starter'), 'allowed'],
  // The plan comes before the role: the feature is missing from the workspace for everyone.
  ['viewer', 'assistant:invite', coreOn('starter'), 'upgradeWorkspace'],
]);

const collaboratorExport = { flags: { collaboratorExport: true } };

table('collaborator export flag', [
  ['collaborator', 'project:export', {}, 'noRole'],
  ['collaborator', 'project:export', collaboratorExport, 'allowed'],
  ['collaborator', 'export:revit', collaboratorExport, 'allowed'],
  ['viewer', 'project:export', collaboratorExport, 'noRole'],
]);

const linkExports = { sharedLink: { allowsExport: true } };
const linkReadsOnly = { sharedLink: { allowsExport: false } };

table('a reader of the shared link alone', [
  ['guest', 'project:export', linkExports, 'allowed'],
  ['guest', 'project:export', linkReadsOnly, 'sharedLinkNoExport'],
  ['guest', 'export:revit', linkExports, 'allowed'],
  ['guest', 'export:revit', linkReadsOnly, 'sharedLinkNoExport'],
  // Without the link's grant a guest is below every export's role.
  ['guest', 'project:export', {}, 'noRole'],
  ['guest', 'project:export', collaboratorExport, 'noRole'],
  // The link opens exports only: nothing else a guest may not do.
  ['guest', 'project:read', linkReadsOnly, 'allowed'],
  ['guest', 'project:comment', linkExports, 'noRole'],
  ['guest', 'project:edit', linkExports, 'noRole'],
  ['guest', 'project:sharedLink', linkExports, 'noRoleOrUnpaid'],
  // Exports only read, so Read-Only mode leaves them open; the core package still gates Revit.
  ['guest', 'project:export', { ...linkExports, ...paidFailed }, 'allowed'],
  ['guest', 'export:revit', { ...linkExports, ...coreOn('starter') }, 'upgradeWorkspace'],
]);

describe('the shared link’s refusal', () => {
  it('names the link, not the role, in the words the export dialog shows', () => {
    expect(can(subjectOf('guest', linkReadsOnly), 'project:export')).toEqual({
      allowed: false,
      reason: 'sharedLinkNoExport',
      message: 'This shared link does not allow exports.',
    });
  });
});

const projects = (activeProjects: number, type: WorkspaceType = 'free') => ({
  workspace: { type, activeProjects },
  inPremiumGroup: true,
});
const collections = (count: number, type: WorkspaceType = 'free', inPremiumGroup = false) => ({
  workspace: { type, privateCollectionsInDefaultLibrary: count },
  inPremiumGroup,
});
const customLibrary = { ...collections(9), resource: { inCustomLibrary: true } };

table('free caps at their boundary', [
  ['editor', 'project:create', projects(4), 'allowed'],
  ['editor', 'project:create', projects(5), 'projectCap'],
  ['editor', 'project:copy', projects(5), 'projectCap'],
  ['editor', 'project:create', projects(50, 'premium'), 'allowed'],
  // The role comes before the cap: "create more" means nothing to who may not create.
  ['viewer', 'project:create', projects(5), 'noRole'],
  ['editor', 'collection:create', collections(4), 'allowed'],
  ['editor', 'collection:create', collections(5), 'collectionCap'],
  ['owner', 'collection:create', collections(5, 'free', true), 'collectionCap'],
  ['owner', 'collection:create', collections(4, 'personal'), 'allowed'],
  ['owner', 'collection:create', collections(5, 'personal'), 'collectionCap'],
  ['owner', 'collection:create', collections(5, 'personal', true), 'allowed'],
  ['editor', 'collection:create', collections(9, 'starter'), 'allowed'],
  ['editor', 'collection:create', customLibrary, 'allowed'],
]);

const adminType = { workspace: { type: 'admin' } } as const;
const noPages = { workspace: { allowPages: false } };

table('workspace administration', [
  ['member', 'workspace:adminPanel', adminType, 'allowed'],
  ['guest', 'workspace:adminPanel', adminType, 'noRole'],
  ['creator', 'workspace:adminPanel', {}, 'noRole'],
  ['workspaceCreatorAdmin', 'workspace:manageGuests', {}, 'allowed'],
  ['owner', 'workspace:publish', noPages, 'pagesNotAllowed'],
  ['creator', 'workspace:createPage', noPages, 'pagesNotAllowed'],
  ['creator', 'workspace:publish', {}, 'noRole'],
]);

const personalFailed = { workspace: { type: 'personal', billingState: 'paidFailed' } } as const;

table('the order of checks', [
  ['owner', 'project:create', personalFailed, 'readOnlyPaymentFailed'],
  ['viewer', 'project:create', personal, 'personalWorkspacePhasedOut'],
  ['viewer', 'version:create', free, 'upgradeWorkspace'],
  ['editor', 'project:tags', { ...free, resource: { archived: true } }, 'upgrade'],
  ['editor', 'project:copy', { ...projects(5), resource: { archived: true } }, 'projectCap'],
]);

describe('stranger first', () => {
  it('answers noRole even where the workspace would refuse', () => {
    expect(decide(undefined, 'project:edit', archivedWorkspace)).toBe('noRole');
    expect(decide(undefined, 'project:create', personal)).toBe('noRole');
  });
});

describe('premium status and Read-Only mode', () => {
  it('follows the spec: group in personal and free, group or non-guest membership elsewhere', () => {
    const viewer = (role: Role, inPremiumGroup = false) => ({ role, inPremiumGroup });
    expect(isPremium(viewer('owner'), workspaceFacts({ type: 'free' }))).toBe(false);
    expect(isPremium(viewer('owner'), workspaceFacts({ type: 'personal' }))).toBe(false);
    expect(isPremium(viewer('guest', true), workspaceFacts({ type: 'free' }))).toBe(true);
    for (const type of ['premium', 'starter', 'self_serve', 'managed', 'admin'] as const) {
      expect(isPremium(viewer('viewer'), workspaceFacts({ type }))).toBe(true);
      expect(isPremium(viewer('guest'), workspaceFacts({ type }))).toBe(false);
      expect(isPremium(viewer('guest', true), workspaceFacts({ type }))).toBe(true);
    }
    expect(isPremium({ role: undefined, inPremiumGroup: false }, workspaceFacts())).toBe(false);
  });

  it('is Read-Only after a failed payment or an expired premium, and only then', () => {
    expect(isReadOnly(workspaceFacts({ billingState: 'paidFailed' }))).toBe(true);
    expect(isReadOnly(workspaceFacts({ billingState: 'premiumExpired' }))).toBe(true);
    expect(isReadOnly(workspaceFacts({ billingState: 'ok' }))).toBe(false);
  });

  it('counts reads, exports, payment and archiving out of the writes', () => {
    const notWrites: Action[] = [
      'workspace:read',
      'workspace:adminPanel',
      'workspace:payment',
      'workspace:archive',
      'project:read',
      'project:export',
      'export:revit',
      'version:compare',
      'collection:compare',
      'collection:read',
      'library:read',
    ];
    for (const action of notWrites) expect(writeActions.has(action)).toBe(false);
    expect(writeActions.has('project:edit')).toBe(true);
    expect(writeActions.has('project:comment')).toBe(true);
    expect(writeActions.size).toBe(allActions.length - notWrites.length);
  });
});
