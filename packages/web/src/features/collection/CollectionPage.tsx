import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Outlet, useParams } from 'react-router';
import { PageLoading } from '../../ui/loading/PageLoading.tsx';
import { useWorkspace } from '../workspaces/index.ts';
import { useCollectionPage } from './useCollectionPage.ts';

/**
 * /workspace/{wId}/collection/{id}/{libraryId?}: one collection, its photos and its products (a
 * grid or gallery of the schedule engine), with the product modal at product/{productId}.
 */
export function CollectionPage() {
  const workspace = useWorkspace();
  const { id = '', libraryId = null } = useParams();
  const page = useCollectionPage(workspace.id, id, libraryId);
  const { collection } = page;

  if (page.loading) return <PageLoading label="Loading the collection" />;
  if (!collection) {
    return (
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1">Collection not found</Typography>
        <Alert severity="error">{page.error ?? 'Collection not found.'}</Alert>
      </Stack>
    );
  }
  return (
    <Box sx={fillPageSx}>
      <Typography variant="h1" noWrap sx={{ fontSize: '1.25rem' }}>
        {collection.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="product-count">
        {collection.productsCount} of {page.limit} products
      </Typography>
      <Outlet />
    </Box>
  );
}

const fillPageSx = {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  minWidth: 0,
  gap: 1,
  px: { xs: 1, sm: 1.5 },
  pt: 1,
  pb: { xs: 0.5, sm: 1 },
};
