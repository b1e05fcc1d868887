import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router';
import type { AbilityLike } from '../../ui/ability/index.ts';
import { PageLoading } from '../../ui/loading/PageLoading.tsx';
import { CatalogueShareDialog } from '../catalogue-sharing/index.ts';
import {
  followingAbilitiesOf,
  SharingOptionsDialog,
  SuggestDialog,
  TradeShowDialog,
  useFollowCollection,
} from '../collection-following/index.ts';
import { CollectionInfoDialog, collectionsPath } from '../collections/index.ts';
import { ImportDialog } from '../imports/index.ts';
import { LiveTable, type LiveTableHandle } from '../schedule/index.ts';
import { AddFromLinkDialog } from '../scraping/index.ts';
import { useWorkspace } from '../workspaces/index.ts';
import { CollectionHeader } from './CollectionHeader.tsx';
import type { CollectionMoreAction } from './CollectionMoreMenu.tsx';
import { CollectionPhotos } from './CollectionPhotos.tsx';
import { collectionPath, productPath } from './collection.paths.ts';
import { ProductLimitDialog } from './ProductLimitDialog.tsx';
import type { ProductModalContext } from './product/product-context.ts';
import { isProductLimitRefusal, productCapRefusal } from './product-cap.ts';
import { useCollectionPage } from './useCollectionPage.ts';

/**
 * /workspace/{wId}/collection/{id}/{libraryId?}: one collection, its photos and its products (the
 * schedule engine's grid or gallery), with the product modal at product/{productId}.
 */
export function CollectionPage() {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const { id = '', libraryId = null } = useParams();
  const page = useCollectionPage(workspace.id, id, libraryId);
  const { collection, limit } = page;
  const [dialog, setDialog] = useState<'info' | 'share' | CollectionMoreAction | null>(null);
  const following = useFollowCollection({
    workspaceId: workspace.id,
    onFollowed: page.refetch,
    onUnfollowed: page.refetch,
  });
  const followingAbilities = followingAbilitiesOf(collection?.abilities);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  // The live rows once all are read, else the server's count: what the cap is judged on.
  const [liveCount, setLiveCount] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const count = liveCount ?? collection?.productsCount ?? 0;

  const checkRoom = useCallback(
    (adding: number) => {
      const refusal = productCapRefusal(count, adding, limit);
      if (refusal) setLimitMessage(refusal);
      return refusal === null;
    },
    [count, limit],
  );
  const onRefusal = useCallback(
    (text: string) => {
      if (!isProductLimitRefusal(text, limit)) return false;
      setLimitMessage(text);
      page.refetch();
      return true;
    },
    [limit, page.refetch],
  );
  const tableKey = useMemo(
    () => ({ collectionId: id, workspaceId: workspace.id }),
    [id, workspace.id],
  );

  if (page.loading) return <PageLoading label="Loading the collection" />;
  if (!collection) {
    return (
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1">Collection not found</Typography>
        <Alert severity="error">{page.error ?? 'Collection not found.'}</Alert>
      </Stack>
    );
  }
  const here = collectionPath(workspace.id, id, libraryId);
  const openProduct = (productId: string) =>
    navigate(productPath(workspace.id, id, libraryId, productId));
  const addProducts = collection.abilities.addProducts;
  const full = productCapRefusal(count, 1, limit);
  const addAbility: AbilityLike = !addProducts.allowed
    ? addProducts
    : full
      ? { allowed: false, reason: 'productLimit', message: full }
      : addProducts;
  // Importing adds products (the cap holds) and asks import:csv (the core package) besides.
  const importAbility: AbilityLike = addAbility.allowed
    ? (collection.abilities.importProducts ?? addAbility)
    : addAbility;

  // Follow is offered on a collection of another workspace; Unfollow where it is followed.
  const foreign = collection.workspaceId !== workspace.id;
  const followTarget = { id, name: collection.name, workspaceId: collection.workspaceId };
  const closeDialog = () => setDialog(null);

  const modalContext = (table: LiveTableHandle): ProductModalContext => ({
    table,
    workspaceId: workspace.id,
    collectionId: id,
    edit: addProducts,
    checkRoom,
    onRefusal,
    openProduct,
    close: () => navigate(here),
  });

  return (
    <Box sx={fillPageSx}>
      <CollectionHeader
        name={collection.name}
        libraryName={page.library?.name ?? null}
        count={count}
        limit={limit}
        backPath={collectionsPath(workspace.id, libraryId ?? collection.libraryId)}
        importProducts={importAbility}
        addProduct={{
          ability: addAbility,
          onClick: () => {
            if (checkRoom(1)) openProduct('new');
          },
        }}
        openProduct={{
          disabled: selectedId === null,
          onClick: () => selectedId && openProduct(selectedId),
        }}
        share={collection.abilities.share}
        onInfo={() => setDialog('info')}
        onShare={() => setDialog('share')}
        following={
          collection.follow || foreign
            ? {
                followed: collection.follow,
                busy: following.pending === id,
                ability: collection.follow
                  ? followingAbilities.unfollow
                  : followingAbilities.follow,
                onClick: () =>
                  void (collection.follow
                    ? following.unfollow(followTarget)
                    : following.follow(followTarget)),
              }
            : null
        }
        suggest={followingAbilities.suggest}
        onMore={setDialog}
      />
      <CollectionPhotos
        workspaceId={workspace.id}
        collectionId={id}
        ability={collection.abilities.update}
      />
      <Suspense fallback={<PageLoading label="Loading the products" />}>
        <LiveTable
          tableKey={tableKey}
          rowName="product"
          mayAddRows={checkRoom}
          onRefusal={onRefusal}
        >
          {(table) => (
            <>
              <Sync value={table.loaded ? table.rows.length : null} onChange={setLiveCount} />
              <Sync
                value={table.selectedRows.length === 1 ? (table.selectedRows[0]?.id ?? null) : null}
                onChange={setSelectedId}
              />
              <Outlet context={modalContext(table)} />
            </>
          )}
        </LiveTable>
      </Suspense>
      <ProductLimitDialog message={limitMessage} onClose={() => setLimitMessage(null)} />
      <CollectionInfoDialog
        open={dialog === 'info'}
        workspaceId={workspace.id}
        collection={collection}
        onClose={() => setDialog(null)}
      />
      <CatalogueShareDialog
        open={dialog === 'share'}
        kind="collection"
        id={id}
        workspaceId={workspace.id}
        onClose={() => setDialog(null)}
        onLeft={() => navigate(collectionsPath(workspace.id))}
        onSharingOptions={() => setDialog('sharingOptions')}
      />
      {dialog === 'suggest' && (
        <SuggestDialog workspaceId={workspace.id} collection={followTarget} onClose={closeDialog} />
      )}
      {dialog === 'sharingOptions' && (
        <SharingOptionsDialog
          workspaceId={workspace.id}
          collection={followTarget}
          onClose={closeDialog}
        />
      )}
      {dialog === 'tradeShow' && (
        <TradeShowDialog
          workspaceId={workspace.id}
          collection={followTarget}
          onClose={closeDialog}
        />
      )}
      {dialog === 'importProducts' && (
        <ImportDialog
          target={{ workspaceId: workspace.id, collectionId: id }}
          heading="Import products"
          onClose={closeDialog}
          onImported={page.refetch}
        />
      )}
      {dialog === 'addFromLink' && (
        <AddFromLinkDialog
          target={{ workspaceId: workspace.id, collectionId: id }}
          onClose={closeDialog}
        />
      )}
      {following.dialog}
    </Box>
  );
}

/**
 * Tells the page something of the live table's (how many products it holds once all are read,
 * the one product selected), which the header shows above it.
 */
function Sync<T>({ value, onChange }: { value: T; onChange: (value: T) => void }) {
  useEffect(() => onChange(value), [value, onChange]);
  return null;
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
