import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

/** The place in the app's header where a page may put its own title and tabs. */
export const HeaderSlotContext = createContext<HTMLElement | null>(null);

/**
 * Renders `children` in the app's header (a page's title and tabs, to leave its body the
 * height); `fallback` where the page is when the header has no slot (narrow screens).
 */
export function InHeader({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const slot = useContext(HeaderSlotContext);
  if (!slot) return <>{fallback}</>;
  return createPortal(children, slot);
}
