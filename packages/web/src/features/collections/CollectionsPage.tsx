import Stack from '@mui/material/Stack';
import type { CollectionGroup } from '@specboard/domain';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  SharingOptionsDialog,
  SuggestDialog,
  useFollowCollection,
} from '../collection-following/index.ts';
import { useWorkspace, workspacePath } from '../workspaces/index.ts';
import { AddToLibraryDialog } from './AddToLibraryDialog.tsx';
import { CardInfoDialog } from './CardInfoDialog.tsx';
import { CollectionCard } from './CollectionCard.tsx';
import { CollectionCardMenu, type CollectionMenuAction } from './CollectionCardMenu.tsx';
import { CollectionSection } from './CollectionSection.tsx';
import { CollectionShareDialog } from './CollectionShareDialog.tsx';
import { CollectionsHeader } from './CollectionsHeader.tsx';
import { collectionSortById, defaultCollectionSort } from './collection-sort.ts';
import { collectionPagePath, collectionsPath } from './collections.paths.ts';
import { EmptyGroup } from './EmptyGroup.tsx';
import { NewCollectionDialog } from './NewCollectionDialog.tsx';
import { RecentCollections } from './RecentCollections.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';
import { useCollectionActions } from './useCollectionActions.ts';
import { type CollectionCard as Collection, useCollectionGroups } from './useCollectionGroups.ts';
import { useCollectionLibraries } from './useCollectionLibraries.ts';
import { applyChange, useCollectionLive } from './useCollectionLive.ts';
import { useSectionSettings } from './useSectionSettings.ts';
import { useSuggestionActions } from './useSuggestionActions.ts';
import { type SuggestionCard as Suggestion, useSuggestionGroup } from './useSuggestionGroup.ts';

/** The libraries page (the libraries feature's route, spec 001 §2). */
const librariesPath = (workspaceId: string) => workspacePath(workspaceId, 'libraries');

type Dialog = {
  kind: 'info' | 'share' | 'sharingOptions' | 'suggest' | 'addToLibrary';
  collection: Collection;
} | null;

/**
 * /workspace/{wId}/collections, /collections/{id} and /collection-library/{libraryId}: the
 * viewer's collections by group (private, shared with them, the workspace's), all or one
 * library's, with the ones opened last above.
 */
export function CollectionsPage() {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const params = useParams();
  const libraryId = params.id ?? params.libraryId ?? null;
  const libraries = useCollectionLibraries(workspace.id);
  const library = libraries.find(libraryId);
  const [sortId, setSortId] = useState(defaultCollectionSort.id);
  const sort = collectionSortById(sortId);
  const sections = useSectionSettings(workspace.id, libraryId);
  // Suggested holds suggestions, not collections: it is loaded on its own.
  const collectionGroups = sections.order.filter((group) => group !== 'suggestion');
  const { loader } = useCollectionGroups({
    workspaceId: workspace.id,
    libraryId,
    groups: collectionGroups,
    sort,
  });
  useCollectionLive({ workspaceId: workspace.id, libraryId, loader, groups: collectionGroups });
  const suggestions = useSuggestionGroup(sections.order.includes('suggestion'));
  const reloadCollections = () => void loader.loadFirst(collectionGroups);
  const following = useFollowCollection({
    workspaceId: workspace.id,
    onFollowed: (collection) => {
      suggestions.remove((item) => item.collectionId === collection.id);
      reloadCollections();
    },
    onUnfollowed: reloadCollections,
  });
  const suggestionActions = useSuggestionActions({
    workspaceId: workspace.id,
    loader: suggestions,
    follow: (suggestion) =>
      void following.follow({
        id: suggestion.collectionId,
        name: suggestion.collectionName,
        workspaceId: suggestion.collection?.workspaceId ?? '',
      }),
    onCopied: () => void loader.loadFirst(collectionGroups.filter((group) => group === 'private')),
  });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const actions = useCollectionActions({
    workspaceId: workspace.id,
    onCopied: (copy) => applyChange(loader, sections.order, libraryId, copy),
    onGone: (id) => loader.remove((item) => item.id === id),
    onChanged: reloadCollections,
  });
  const homeLibrary = library ?? libraries.defaultLibrary;
  const createAbility = homeLibrary?.abilities.addProducts ?? { allowed: true };
  const inCustomLibrary = library?.kind === 'custom';

  const onAction = (collection: Collection, action: CollectionMenuAction) => {
    if (action === 'copy') void actions.copy(collection);
    else if (action === 'delete') void actions.remove(collection);
    else if (action === 'removeFromLibrary' && library)
      void actions.removeFrom(collection, library);
    else if (action === 'follow') void following.follow(collection);
    else if (action === 'unfollow') void following.unfollow(collection);
    else if (action !== 'removeFromLibrary') setDialog({ kind: action, collection });
  };

  // Spec 001 §4: leaving a collection takes it off the shared list; on its library's page, the
  // viewer goes to the default library's collections.
  const onLeft = (collection: Collection) => {
    setDialog(null);
    loader.remove((item) => item.id === collection.id);
    if (libraryId && libraryId === collection.libraryId && libraries.defaultLibrary) {
      void navigate(collectionsPath(workspace.id, libraries.defaultLibrary.id));
    }
  };

  const renderCard = (collection: Collection) => (
    <CollectionCard
      key={collection.id}
      collection={collection}
      to={collectionPagePath(workspace.id, collection.id, libraryId)}
      libraryName={libraryId ? null : libraries.find(collection.libraryId)?.name}
      menu={
        <CollectionCardMenu
          collection={collection}
          inCustomLibrary={inCustomLibrary}
          workspaceId={workspace.id}
          busy={actions.pending === collection.id || following.pending === collection.id}
          onAction={(action) => onAction(collection, action)}
        />
      }
    />
  );

  const renderSuggestion = (suggestion: Suggestion) => (
    <SuggestionCard
      key={suggestion.id}
      suggestion={suggestion}
      to={collectionPagePath(workspace.id, suggestion.collectionId, null)}
      busy={
        suggestionActions.pending === suggestion.id || following.pending === suggestion.collectionId
      }
      kept={suggestionActions.isKept(suggestion.id)}
      onAction={(action) => suggestionActions.act(suggestion, action)}
    />
  );
  const emptyGroup = (group: CollectionGroup) => (
    <EmptyGroup group={group} createAbility={createAbility} onCreate={() => setCreating(true)} />
  );

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <CollectionsHeader
        title={libraryId ? (library?.name ?? 'Library') : 'Collections'}
        backTo={libraryId ? librariesPath(workspace.id) : null}
        sortId={sortId}
        onSort={setSortId}
        createAbility={createAbility}
        onCreate={() => setCreating(true)}
      />
      <RecentCollections workspaceId={workspace.id} libraryId={libraryId} renderCard={renderCard} />
      {sections.order.map((group: CollectionGroup, index) => {
        const common = {
          group,
          expanded: sections.isExpanded(group),
          onToggle: (expanded: boolean) => sections.toggle(group, expanded),
          onMove: (direction: 'up' | 'down') => sections.move(group, direction),
          canMoveUp: index > 0,
          canMoveDown: index < sections.order.length - 1,
          empty: emptyGroup(group),
        };
        const groupLoader = group === 'suggestion' ? suggestions : loader;
        const handlers = {
          onCancel: () => groupLoader.cancel(group),
          onShowMore: () => void groupLoader.loadMore(group),
          onRetry: () => void groupLoader.loadFirst([group]),
        };
        return group === 'suggestion' ? (
          <CollectionSection
            key={group}
            {...common}
            {...handlers}
            state={suggestions.get(group)}
            renderCard={renderSuggestion}
          />
        ) : (
          <CollectionSection
            key={group}
            {...common}
            {...handlers}
            state={loader.get(group)}
            renderCard={renderCard}
          />
        );
      })}
      <NewCollectionDialog
        open={creating}
        workspaceId={workspace.id}
        libraries={libraries.libraries}
        initialLibraryId={homeLibrary?.id ?? null}
        onClose={() => setCreating(false)}
        onCreated={(collection) => {
          setCreating(false);
          void navigate(collectionPagePath(workspace.id, collection.id, libraryId));
        }}
      />
      {dialog?.kind === 'info' && (
        <CardInfoDialog
          workspaceId={workspace.id}
          collectionId={dialog.collection.id}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'share' && (
        <CollectionShareDialog
          workspaceId={workspace.id}
          collection={dialog.collection}
          onClose={() => setDialog(null)}
          onLeft={() => onLeft(dialog.collection)}
          onSharingOptions={() =>
            setDialog({ kind: 'sharingOptions', collection: dialog.collection })
          }
        />
      )}
      {dialog?.kind === 'suggest' && (
        <SuggestDialog
          workspaceId={workspace.id}
          collection={dialog.collection}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'sharingOptions' && (
        <SharingOptionsDialog
          workspaceId={workspace.id}
          collection={dialog.collection}
          onClose={closeDialog}
        />
      )}
      {following.dialog}
      <AddToLibraryDialog
        collectionName={dialog?.kind === 'addToLibrary' ? dialog.collection.name : null}
        libraries={libraries.custom.filter((custom) => custom.id !== libraryId)}
        onClose={() => setDialog(null)}
        onChoose={(chosen) => {
          const collection = dialog?.collection;
          setDialog(null);
          if (collection) void actions.add(collection, chosen);
        }}
      />
    </Stack>
  );
}
