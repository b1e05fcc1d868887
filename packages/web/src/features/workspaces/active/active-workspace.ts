import { ADMIN_PANEL_SEGMENT } from '../workspaces.paths.ts';

/** localStorage key prefix of the saved workspace choice; the user id completes the key. */
export const ACTIVE_WORKSPACE_KEY_PREFIX = 'activeWorkspace:';

export type ActiveWorkspaceDecision =
  /** A workspace of the list. */
  | { kind: 'chosen'; id: string }
  /** A candidate the list does not hold: ask the server for it (it may be new, or not ours). */
  | { kind: 'lookup'; id: string }
  /** The user has no workspace. */
  | { kind: 'empty' };

type ActiveWorkspaceInputs = {
  /** The `:wId` of the route, when on a workspace page. */
  paramId?: string | null;
  /** The `workspaceId` query value. */
  queryId?: string | null;
  /** The choice saved on this device for this user. */
  savedId?: string | null;
  /** The ids of listMyWorkspaces, in order. */
  workspaceIds: readonly string[];
  /** Candidates the server did not give (getWorkspace answered null): skipped. */
  unavailableIds?: ReadonlySet<string>;
};

/**
 * Spec 001 §2: the active workspace is picked from the route parameter, then the query, then the
 * saved choice, then the first of the list. A candidate outside the list is looked up; one the
 * server does not give is skipped for the next.
 */
export function chooseActiveWorkspace(inputs: ActiveWorkspaceInputs): ActiveWorkspaceDecision {
  const { workspaceIds, unavailableIds } = inputs;
  for (const candidate of [inputs.paramId, inputs.queryId, inputs.savedId]) {
    if (!candidate || unavailableIds?.has(candidate)) continue;
    return workspaceIds.includes(candidate)
      ? { kind: 'chosen', id: candidate }
      : { kind: 'lookup', id: candidate };
  }
  const first = workspaceIds[0];
  return first === undefined ? { kind: 'empty' } : { kind: 'chosen', id: first };
}

// Sections that mean the same in every workspace; other pages (a project, a collection) belong to
// one workspace, so switching leads to the new workspace's home instead.
const sectionsKeptOnSwitch = ['projects', 'libraries', 'my-pages', 'workspace-payment'];

/** The part of a workspace path (after /workspace/{id}/) to open in the workspace switched to. */
export function pathOnSwitch(restPath: string): string {
  const [section] = restPath.split('/');
  if (section === ADMIN_PANEL_SEGMENT) return restPath;
  return section && sectionsKeptOnSwitch.includes(section) ? section : '';
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some privacy settings throw on merely touching localStorage.
    return undefined;
  }
}

/** The workspace this user last worked in on this device, if saved. */
export function findSavedWorkspaceId(
  userId: string,
  storage = defaultStorage(),
): string | undefined {
  try {
    return storage?.getItem(ACTIVE_WORKSPACE_KEY_PREFIX + userId) || undefined;
  } catch {
    return undefined;
  }
}

/** Saves the user's workspace choice on this device. */
export function saveWorkspaceChoice(
  userId: string,
  workspaceId: string,
  storage = defaultStorage(),
): void {
  try {
    storage?.setItem(ACTIVE_WORKSPACE_KEY_PREFIX + userId, workspaceId);
  } catch {
    // Storage refused (private mode, quota): the choice is simply not remembered.
  }
}
