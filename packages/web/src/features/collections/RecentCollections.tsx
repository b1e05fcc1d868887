import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RECENT_COLLECTIONS_QUERY } from './collections.documents.ts';
import type { CollectionCard } from './useCollectionGroups.ts';

/** The most cards the Recent strip shows. */
export const RECENT_SHOWN = 6;

type RecentCollectionsProps = {
  workspaceId: string;
  libraryId: string | null;
  renderCard: (collection: CollectionCard) => ReactNode;
};

/**
 * The collections the viewer opened last (listRecentCollectionsV2), a strip of up to six cards;
 * left out when there are none. It scrolls within itself on a narrow screen.
 */
export function RecentCollections({ workspaceId, libraryId, renderCard }: RecentCollectionsProps) {
  const query = useQuery(RECENT_COLLECTIONS_QUERY, {
    variables: { workspaceId, libraryId, limit: RECENT_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const recent = (query.data?.listRecentCollectionsV2.data ?? []).slice(0, RECENT_SHOWN);
  if (recent.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="recent-collections" spacing={1.5}>
      <Typography id="recent-collections" variant="h2" sx={{ fontSize: 18 }}>
        Recent
      </Typography>
      <Box
        role="list"
        aria-label="Recent"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          // As wide as a card of the four-column groups below, however few there are.
          gridAutoColumns: { xs: '75%', sm: '240px' },
          gap: 2,
          overflowX: 'auto',
          pb: 1,
        }}
      >
        {recent.map(renderCard)}
      </Box>
    </Stack>
  );
}
