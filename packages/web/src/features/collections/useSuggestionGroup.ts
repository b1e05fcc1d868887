import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import type { CollectionSuggestionFieldsFragment } from '../../graphql/graphql.ts';
import { MY_SUGGESTIONS_QUERY } from '../collection-following/index.ts';
import { GroupLoader } from './group-loader.ts';

export type SuggestionCard = CollectionSuggestionFieldsFragment;

/** Suggestions still waiting for an answer (ignored, copied and followed ones have left). */
const isOpen = (suggestion: SuggestionCard) => suggestion.status === 'active';

/**
 * The Suggested group (spec 001 §4): collections people suggested to the viewer, from
 * listMyCollectionSuggestions (the viewer's, whatever the workspace), loaded and cancelled as
 * the other groups are.
 */
export function useSuggestionGroup(shown: boolean) {
  const client = useApolloClient();
  const loader = useMemo(() => {
    const created: GroupLoader<SuggestionCard> = new GroupLoader<SuggestionCard>(
      async (_group, nextToken, signal) => {
        const result = await client.query({
          query: MY_SUGGESTIONS_QUERY,
          variables: { nextToken },
          fetchPolicy: 'no-cache',
          context: { fetchOptions: { signal } },
        });
        const page = result.data?.listMyCollectionSuggestions;
        const data = (page?.data ?? []).filter(isOpen);
        const before = nextToken ? created.get('suggestion').items.length : 0;
        return { data, amount: before + data.length, nextToken: page?.nextToken ?? null };
      },
    );
    return created;
  }, [client]);
  const [, setVersion] = useState(0);
  useEffect(() => loader.subscribe(() => setVersion((value) => value + 1)), [loader]);
  useEffect(() => {
    if (!shown) return;
    void loader.loadFirst(['suggestion']);
    return () => loader.cancelAll();
  }, [loader, shown]);
  return loader;
}
