import { useEffect } from 'react';

export const APP_NAME = 'Specboard';

/** Sets the browser tab's title to '<page> · Specboard'. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
