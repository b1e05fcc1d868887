import { useQuery } from '@apollo/client/react';
import { peopleSearchText } from '@specboard/domain';
import { useEffect, useState } from 'react';
import { SEARCH_PEOPLE_QUERY } from './sharing.documents.ts';
import type { UserSearchResult } from './sharing.types.ts';

/** The people field waits this long after the last key before asking the server. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 250;
const PEOPLE_SEARCH_LIMIT = 20;
const none: UserSearchResult[] = [];

type PeopleSearchOptions = {
  workspaceId: string;
  projectId?: string;
  /** What is typed in the field; trimmed, and a leading @ ignored. */
  text: string;
  /** Nothing is asked while the suggestions are closed. */
  skip: boolean;
};

/** People of the workspace matching what is typed, each with their permission on the project. */
export function usePeopleSearch({ workspaceId, projectId, text, skip }: PeopleSearchOptions) {
  const searchString = peopleSearchText(text);
  const [asked, setAsked] = useState(searchString);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(searchString), PEOPLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchString]);
  const result = useQuery(SEARCH_PEOPLE_QUERY, {
    variables: {
      workspaceId,
      projectId: projectId ?? null,
      searchString: asked,
      limit: PEOPLE_SEARCH_LIMIT,
    },
    skip,
  });
  return {
    people: result.data?.searchUsersV4.data ?? none,
    loading: result.loading || asked !== searchString,
  };
}
