import type { ScheduleView } from './views.types.ts';

/**
 * Which view the schedule shows: the address's viewId; without one, the view the person last used
 * on the project (kept on the server, so it follows them), else the first (Design Team View). A
 * view asked for that does not exist or is withheld is `missing`: the view they came from (kept
 * in this tab) is shown instead, as the spec's custom-view redirect does.
 */
export function chooseView(
  views: readonly ScheduleView[],
  choice: { requestedId: string | null; rememberedId: string | null; previousId: string | null },
): { view: ScheduleView | null; missing: boolean } {
  const find = (id: string | null) => (id ? views.find((view) => view.id === id) : undefined);
  const first = views[0] ?? null;
  if (choice.requestedId === null) {
    return { view: find(choice.rememberedId) ?? first, missing: false };
  }
  const requested = find(choice.requestedId);
  if (requested) return { view: requested, missing: false };
  return { view: fallbackView(views, choice.previousId, choice.requestedId), missing: true };
}

/** Where to go when a view is gone: the one the person came from, unless it is that one. */
export function fallbackView(
  views: readonly ScheduleView[],
  previousId: string | null,
  goneId: string,
): ScheduleView | null {
  const previous = views.find((view) => view.id === previousId && view.id !== goneId);
  return previous ?? views.find((view) => view.id !== goneId) ?? null;
}

/** The spec keeps the previous route in session storage: per tab, and kept over a reload. */
function previousKey(projectId: string) {
  return `specboard:previous-view:${projectId}`;
}

export function readPreviousView(projectId: string): string | null {
  try {
    return sessionStorage.getItem(previousKey(projectId));
  } catch {
    return null;
  }
}

export function writePreviousView(projectId: string, viewId: string) {
  try {
    sessionStorage.setItem(previousKey(projectId), viewId);
  } catch {
    // Storage blocked: a gone view then falls back to the first one.
  }
}
