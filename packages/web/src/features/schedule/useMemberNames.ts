import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { PROJECT_MEMBERS_QUERY } from './schedule.documents.ts';
import type { ProjectKey } from './schedule.types.ts';

/** The project's people by user id, to name who changed a cell. */
export function useMemberNames(key: ProjectKey, skip = false) {
  const { data } = useQuery(PROJECT_MEMBERS_QUERY, {
    variables: key,
    fetchPolicy: 'cache-first',
    skip,
  });
  const names = useMemo(
    () =>
      new Map(
        (data?.getProjectMembers ?? []).map((member) => [
          member.userId,
          member.name || member.email,
        ]),
      ),
    [data],
  );
  const nameOf = useCallback(
    (userId: string | null) => (userId ? (names.get(userId) ?? null) : null),
    [names],
  );
  return { nameOf };
}
