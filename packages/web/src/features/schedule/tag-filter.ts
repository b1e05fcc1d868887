/** The tags a user filters a project's schedule by, kept in this browser per user and project. */
function storageKey(userId: string, projectId: string): string {
  return `specboard:schedule-tags:${userId}:${projectId}`;
}

export function readTagFilter(userId: string, projectId: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId, projectId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((tag) => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export function writeTagFilter(userId: string, projectId: string, tags: readonly string[]) {
  try {
    if (tags.length === 0) localStorage.removeItem(storageKey(userId, projectId));
    else localStorage.setItem(storageKey(userId, projectId), JSON.stringify(tags));
  } catch {
    // Storage full or blocked: the filter still applies for this visit.
  }
}
