import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ARCHIVED_PROJECT_IDS_QUERY } from './projects.documents.ts';

/** The most archived projects counted one by one; past it the note says "more than". */
const COUNTED_ARCHIVED_PROJECTS = 100;

/**
 * The active list, unfiltered, is empty: a first project to create, or, when the viewer has
 * archived projects, how many and a way to them. Counted from the archived list the viewer can
 * open (a guest sees only the projects shared with them, not the workspace's count).
 */
export function NoActiveProjects({
  workspaceId,
  onShowArchived,
}: {
  workspaceId: string;
  onShowArchived: () => void;
}) {
  const archived = useQuery(ARCHIVED_PROJECT_IDS_QUERY, {
    variables: { workspaceId, limit: COUNTED_ARCHIVED_PROJECTS },
    // Archiving, restoring or deleting elsewhere changes the count.
    fetchPolicy: 'cache-and-network',
  });
  const page = archived.data?.getSortedUserProjectsV2;
  // Until the count is known, say nothing rather than "no projects yet" when there are some.
  if (!page && archived.loading) return null;
  const count = page?.data.length ?? 0;
  if (count === 0) return <EmptyText>No projects yet — create your first project</EmptyText>;
  const many = page?.nextToken ? `More than ${count}` : String(count);
  return (
    <Stack spacing={1}>
      <EmptyText>No active projects</EmptyText>
      <Alert
        severity="info"
        data-testid="archived-projects-exist"
        action={
          <Button color="inherit" size="small" onClick={onShowArchived}>
            Show archived
          </Button>
        }
      >
        {count === 1 && !page?.nextToken
          ? '1 archived project is under Archived.'
          : `${many} archived projects are under Archived.`}
      </Alert>
    </Stack>
  );
}

function EmptyText({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
