import { useApolloClient } from '@apollo/client/react';
import { allRoles, type ColumnRestrictions, isColumnLocked, type Role } from '@specboard/domain';
import { useCallback, useMemo } from 'react';
import type { GetProjectScheduleQuery } from '../../graphql/graphql.ts';
import type { AbilityLike } from '../../ui/ability/AbilityTooltip.tsx';
import { RESTRICT_COLUMN_EDIT_MUTATION } from './views.documents.ts';

type TableKey = { workspaceId: string; projectId?: string; collectionId?: string };
type LockedSchedule = Pick<
  GetProjectScheduleQuery['getProjectSchedule'],
  'id' | 'columnRestrictions'
>;

/** What the column header menu needs to lock a column: the locks, who may, and how. */
export type ColumnLockControl = {
  ability: AbilityLike;
  restrictions: ColumnRestrictions;
  /** Locks a column for the roles given (none: unlocked); a refusal is thrown to the dialog. */
  restrict: (col: string, roles: Role[]) => Promise<void>;
};

const asRole = (role: string | null): Role | undefined =>
  allRoles.find((candidate) => candidate === role);

/**
 * The schedule's column locks: those marked for everyone, those holding for the viewer's role
 * (the domain's isColumnLocked, as the server decides), and locking by those allowed.
 */
export function useColumnLocks(
  key: TableKey,
  schedule: LockedSchedule | null | undefined,
  role: string | null,
  ability: AbilityLike,
) {
  const client = useApolloClient();
  const restrictions = useMemo<ColumnRestrictions>(
    () =>
      Object.fromEntries(
        (schedule?.columnRestrictions ?? []).map(({ col, roles }) => [
          col,
          roles.flatMap((name) => asRole(name) ?? []),
        ]),
      ),
    [schedule],
  );
  const shown = useMemo(() => new Set(Object.keys(restrictions)), [restrictions]);
  const viewer = useMemo(
    () => new Set([...shown].filter((col) => isColumnLocked(restrictions, col, asRole(role)))),
    [shown, restrictions, role],
  );
  const scheduleId = schedule?.id;
  const restrict = useCallback(
    async (col: string, roles: Role[]) => {
      await client.mutate({
        mutation: RESTRICT_COLUMN_EDIT_MUTATION,
        variables: { ...key, col, roles },
        update: (cache, { data }) => {
          if (!data || !scheduleId) return;
          cache.modify({
            id: cache.identify({ __typename: 'Schedule', id: scheduleId }),
            fields: { columnRestrictions: () => data.restrictColumnEdit },
          });
        },
      });
    },
    [client, key, scheduleId],
  );
  const control: ColumnLockControl = useMemo(
    () => ({ ability, restrictions, restrict }),
    [ability, restrictions, restrict],
  );
  return { shown, viewer, control };
}
