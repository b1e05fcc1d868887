/** localStorage key holding the ids of maintenance notices this browser has closed. */
export const DISMISSED_NOTICES_KEY = 'specboard:dismissed-notices';

/** The ids of the notices closed in this browser; storage that cannot be read counts as none. */
export function readDismissedNoticeIds(storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DISMISSED_NOTICES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Remembers that a notice was closed. Only ids still announced are kept, so the list never
 * grows and a notice whose id changes shows again.
 */
export function saveDismissedNoticeId(
  id: string,
  currentIds: readonly string[],
  storage: Storage = localStorage,
): string[] {
  const kept = readDismissedNoticeIds(storage).filter((known) => currentIds.includes(known));
  const next = kept.includes(id) ? kept : [...kept, id];
  try {
    storage.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(next));
  } catch {
    // Private browsing may refuse storage; the notice then stays closed for this visit only.
  }
  return next;
}
