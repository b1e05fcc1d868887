import { useApolloClient } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { FILE_LINKS_QUERY } from './file-links.documents.ts';
import { createFileLinkStore, type FileLink, type FileLinkStore } from './file-links.ts';

const FileLinksContext = createContext<FileLinkStore | null>(null);

/** The links held for one project's files, shared by the grid, the gallery and their dialogs. */
export function FileLinksProvider({
  projectKey,
  children,
}: {
  projectKey: { workspaceId: string; projectId: string };
  children: ReactNode;
}) {
  const client = useApolloClient();
  const { workspaceId, projectId } = projectKey;
  const store = useMemo(
    () =>
      createFileLinkStore(async (keys) => {
        const { data } = await client.query({
          query: FILE_LINKS_QUERY,
          variables: { workspaceId, projectId, keys },
          // Links change every few minutes and are held here, not in Apollo's cache.
          fetchPolicy: 'no-cache',
        });
        return (data?.getFileLinks ?? []).map(
          (link): FileLink => ({ ...link, expiresAt: Date.parse(link.expiresAt) }),
        );
      }),
    [client, workspaceId, projectId],
  );
  return <FileLinksContext.Provider value={store}>{children}</FileLinksContext.Provider>;
}

/** What components read of the project's file links; a new object whenever they change. */
export type FileLinks = {
  /** The file's current link, or undefined while it is asked for (or refused). */
  link: (key: string) => FileLink | undefined;
  put: (link: FileLink) => void;
  retry: (key: string) => void;
  version: number;
};

const noSubscription = () => () => {};
const noVersion = () => 0;

/** The project's file links (FileLinksProvider), re-rendering when they change; null outside. */
export function useFileLinks(): FileLinks | null {
  const store = useContext(FileLinksContext);
  const version = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.version ?? noVersion,
  );
  return useMemo(
    () => store && { link: store.link, put: store.put, retry: store.retry, version },
    [store, version],
  );
}
