import { useApolloClient } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { FILE_LINKS_QUERY } from './file-links.documents.ts';
import { createFileLinkStore, type FileLink, type FileLinkStore } from './file-links.ts';

const FileLinksContext = createContext<FileLinkStore | null>(null);

/** The table whose cells hold the files: a project's schedule or a collection's products. */
export type FileTableKey = { workspaceId: string; projectId?: string; collectionId?: string };

/**
 * The links held for one table's files (a project's or a collection's), shared by the grid, the
 * gallery and their dialogs.
 */
export function FileLinksProvider({
  tableKey,
  children,
}: {
  tableKey: FileTableKey;
  children: ReactNode;
}) {
  const client = useApolloClient();
  const { workspaceId, projectId, collectionId } = tableKey;
  const store = useMemo(
    () =>
      createFileLinkStore(async (keys) => {
        const { data } = await client.query({
          query: FILE_LINKS_QUERY,
          variables: { workspaceId, keys, ...(projectId ? { projectId } : { collectionId }) },
          // Links change every few minutes and are held here, not in Apollo's cache.
          fetchPolicy: 'no-cache',
        });
        return (data?.getFileLinks ?? []).map(
          (link): FileLink => ({ ...link, expiresAt: Date.parse(link.expiresAt) }),
        );
      }),
    [client, workspaceId, projectId, collectionId],
  );
  return <FileLinksContext.Provider value={store}>{children}</FileLinksContext.Provider>;
}

/** What components read of the table's file links; a new object whenever they change. */
export type FileLinks = {
  /** The file's current link, or undefined while it is asked for (or refused). */
  link: (key: string) => FileLink | undefined;
  put: (link: FileLink) => void;
  retry: (key: string) => void;
  version: number;
};

const noSubscription = () => () => {};
const noVersion = () => 0;

/** The table's file links (FileLinksProvider), re-rendering when they change; null outside. */
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
