import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { useConfirm } from '../../ui/confirm/index.ts';

/** Spec wording and debounce for leaving a page with unsaved data. */
export const LEAVE_PAGE_MESSAGE = 'Leave page? Changes you made may not be saved.';
export const LEAVE_PAGE_DEBOUNCE_MS = 400;

/**
 * While `dirty`, asks before the user leaves: the browser's own prompt on reload or close, and
 * the app's confirm dialog on in-app navigation. Navigations that follow each other within
 * 400 ms (a double click, a held back button) produce one question, about the last of them.
 */
export function useUnsavedChanges(dirty: boolean): void {
  // Only leaving the page counts: a dirty form may still change its own query (?viewId=…).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const confirm = useConfirm();
  const latestBlocker = useRef<Blocker>(blocker);
  latestBlocker.current = blocker;
  const asking = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    const timer = setTimeout(async () => {
      asking.current = true;
      const leave = await confirm({
        message: LEAVE_PAGE_MESSAGE,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
        destructive: true,
      });
      asking.current = false;
      const current = latestBlocker.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    }, LEAVE_PAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [blocker, confirm]);

  useEffect(() => {
    // A form that became clean (saved) while a navigation waited lets it through.
    if (!dirty && blocker.state === 'blocked') blocker.proceed();
  }, [dirty, blocker]);
}
