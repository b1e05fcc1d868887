import { describe, expect, it } from 'vitest';
import {
  ACTIVE_WORKSPACE_KEY_PREFIX,
  chooseActiveWorkspace,
  findSavedWorkspaceId,
  pathOnSwitch,
  saveWorkspaceChoice,
} from './active-workspace.ts';

const workspaceIds = ['ws-a', 'ws-b', 'ws-c', 'ws-d'];

describe('choosing the active workspace', () => {
  it('takes the route parameter first, then the query, then the saved choice, then the first', () => {
    const all = { paramId: 'ws-b', queryId: 'ws-c', savedId: 'ws-d', workspaceIds };
    expect(chooseActiveWorkspace(all)).toEqual({ kind: 'chosen', id: 'ws-b' });
    expect(chooseActiveWorkspace({ ...all, paramId: undefined })).toEqual({
      kind: 'chosen',
      id: 'ws-c',
    });
    expect(chooseActiveWorkspace({ ...all, paramId: undefined, queryId: '' })).toEqual({
      kind: 'chosen',
      id: 'ws-d',
    });
    expect(chooseActiveWorkspace({ workspaceIds })).toEqual({ kind: 'chosen', id: 'ws-a' });
  });

  it('looks up a candidate the list does not hold', () => {
    expect(chooseActiveWorkspace({ paramId: 'ws-new', savedId: 'ws-b', workspaceIds })).toEqual({
      kind: 'lookup',
      id: 'ws-new',
    });
  });

  it('falls back past candidates the server did not give', () => {
    const unavailableIds = new Set(['ws-gone', 'ws-old']);
    expect(
      chooseActiveWorkspace({ paramId: 'ws-gone', savedId: 'ws-c', workspaceIds, unavailableIds }),
    ).toEqual({ kind: 'chosen', id: 'ws-c' });
    expect(
      chooseActiveWorkspace({
        paramId: 'ws-gone',
        savedId: 'ws-old',
        workspaceIds,
        unavailableIds,
      }),
    ).toEqual({ kind: 'chosen', id: 'ws-a' });
  });

  it('is empty when the user has no workspace and no candidate is left', () => {
    expect(chooseActiveWorkspace({ workspaceIds: [] })).toEqual({ kind: 'empty' });
    expect(
      chooseActiveWorkspace({
        paramId: 'ws-gone',
        workspaceIds: [],
        unavailableIds: new Set(['ws-gone']),
      }),
    ).toEqual({ kind: 'empty' });
  });
});

describe('the saved workspace choice', () => {
  it('is kept per user under the prefix plus the user id', () => {
    saveWorkspaceChoice('user-1', 'ws-b');
    expect(localStorage.getItem(`${ACTIVE_WORKSPACE_KEY_PREFIX}user-1`)).toBe('ws-b');
    expect(ACTIVE_WORKSPACE_KEY_PREFIX).toBe('activeWorkspace:');
    expect(findSavedWorkspaceId('user-1')).toBe('ws-b');
    expect(findSavedWorkspaceId('user-2')).toBeUndefined();
  });
});

describe('switching workspace on a workspace page', () => {
  it('keeps sections every workspace has and leaves pages of one workspace for the home', () => {
    expect(pathOnSwitch('workspace-adminpanel/settings')).toBe('workspace-adminpanel/settings');
    expect(pathOnSwitch('projects')).toBe('projects');
    expect(pathOnSwitch('libraries')).toBe('libraries');
    expect(pathOnSwitch('project/p-42')).toBe('');
    expect(pathOnSwitch('collection/c-1/lib-2')).toBe('');
    expect(pathOnSwitch('')).toBe('');
  });
});
