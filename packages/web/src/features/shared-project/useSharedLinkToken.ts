import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { sharedLinkStore } from '../../app/apollo/shared-link.ts';
import {
  clearSharedAccessToken,
  findStoredSharedAccessToken,
  storeSharedAccessToken,
} from '../identity/index.ts';
import { SHARED_LINK_TOKEN_QUERY } from './shared-project.paths.ts';

/**
 * The shared link's token, from the address (or, after a reload without it, the one this tab
 * kept), handed to the Apollo links for every request while the page is open and forgotten when
 * it is left. `ready` turns true once the links have it, so no call goes out without it.
 */
export function useSharedLinkToken(): { token: string | undefined; ready: boolean } {
  const [searchParams] = useSearchParams();
  const fromAddress = searchParams.get(SHARED_LINK_TOKEN_QUERY) || undefined;
  // Read once, before the clean-up of a remount (StrictMode) could forget it.
  const [kept] = useState(findStoredSharedAccessToken);
  const token = fromAddress ?? kept;
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    sharedLinkStore.setToken(token);
    if (token) storeSharedAccessToken(token);
    setReady(true);
    return () => {
      sharedLinkStore.setToken(undefined);
      clearSharedAccessToken();
    };
  }, [token]);

  return { token, ready };
}
