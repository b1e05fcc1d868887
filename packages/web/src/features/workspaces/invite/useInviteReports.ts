import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { INVITE_REPORT_SUBSCRIPTION } from '../workspaces.documents.ts';
import type { InviteReport } from '../workspaces.types.ts';

/** Writes the licence counts of an invitation report into the cached workspace. */
export function useApplyInviteReport(): (report: InviteReport) => void {
  const client = useApolloClient();
  return useCallback(
    (report: InviteReport) => {
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Workspace', id: report.workspaceId }),
        fields: {
          usedLicenses: () => report.usedLicenses,
          usedGuestLicenses: () => report.usedGuestLicenses,
        },
      });
    },
    [client],
  );
}

/**
 * Listens to the workspace's invitation reports (any admin's) while mounted: the counts are
 * applied to the cached workspace and `onReport` runs, to refresh what lists the members.
 */
export function useInviteReports(workspaceId: string, onReport: (report: InviteReport) => void) {
  const applyReport = useApplyInviteReport();
  useSubscription(INVITE_REPORT_SUBSCRIPTION, {
    variables: { workspaceId },
    onData: ({ data: result }) => {
      const report = result.data?.inviteToWorkspaceReport;
      if (!report) return;
      applyReport(report);
      onReport(report);
    },
  });
}
