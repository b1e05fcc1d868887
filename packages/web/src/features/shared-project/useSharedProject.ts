import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { sharedLinkStore } from '../../app/apollo/shared-link.ts';
import { readApiError } from '../identity/index.ts';
import { SHARED_PROJECT_QUERY, type SharedProject } from './shared-project.documents.ts';

/** Where the shared page stands. */
export type SharedProjectState =
  | { kind: 'loading' }
  /** The link was turned off or reset, or never existed: the same answer for all three. */
  | { kind: 'off' }
  /** The server could not be reached or failed: worth trying again. */
  | { kind: 'error'; message: string }
  | { kind: 'ready'; project: SharedProject };

/** Answers that mean the link does not open this project (any more). */
const LINK_REFUSED = new Set(['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN']);

type SharedProjectKey = { id: string; workspaceId: string; token: string | undefined };

/**
 * The project a shared link opens, read with its token. Once open, any call about this project
 * answered NOT_FOUND, or its live stream ended by the server, means the link was turned off or
 * reset: the page says so at once.
 */
export function useSharedProject({ id, workspaceId, token }: SharedProjectKey) {
  const complete = Boolean(id && workspaceId && token);
  const query = useQuery(SHARED_PROJECT_QUERY, {
    variables: { id, workspaceId, sharedLink: token ?? '' },
    fetchPolicy: 'network-only',
    skip: !complete,
  });
  // Kept with the token it befell: a new link (after a reset) opens afresh.
  const [revokedToken, setRevokedToken] = useState<string | null>(null);

  useEffect(
    () =>
      sharedLinkStore.onRefusal(({ variables }) => {
        if (token && (variables.projectId === id || variables.id === id)) setRevokedToken(token);
      }),
    [id, token],
  );

  const project = query.data?.getProjectById ?? null;
  let state: SharedProjectState;
  if (!complete || revokedToken === token) state = { kind: 'off' };
  else if (project) state = { kind: 'ready', project };
  else if (query.error) {
    const { code, message } = readApiError(query.error);
    state = code && LINK_REFUSED.has(code) ? { kind: 'off' } : { kind: 'error', message };
  } else if (query.loading || !query.data) state = { kind: 'loading' };
  else state = { kind: 'off' };

  return { state, retry: () => void query.refetch().catch(() => undefined) };
}
