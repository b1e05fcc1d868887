/**
 * jsdom has no layout and no matchMedia. This stand-in answers min-width and max-width queries
 * from a viewport width the test sets, and tells listeners when it changes.
 */
type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1280;
const queries = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
}

/** Sets the width media queries are answered against, notifying listeners whose answer changed. */
export function setViewportWidth(width: number): void {
  const before = viewportWidth;
  viewportWidth = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  for (const entry of queries) {
    const matches = evaluate(entry.query, width);
    if (matches === evaluate(entry.query, before)) continue;
    for (const listener of entry.listeners) {
      listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  }
}

/** Installs window.matchMedia backed by setViewportWidth. */
export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>() };
    queries.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query, viewportWidth);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}
