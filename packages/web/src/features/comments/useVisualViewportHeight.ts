import { useEffect, useState } from 'react';

/**
 * The height of what is visible of the page, which shrinks when a phone's keyboard opens (100vh
 * and 100dvh do not on every browser): a full-screen panel sized by it keeps its composer above
 * the keyboard. null where the browser does not say.
 */
export function useVisualViewportHeight(active: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!active || !viewport) return;
    const update = () => setHeight(Math.round(viewport.height));
    update();
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, [active]);
  return active ? height : null;
}
