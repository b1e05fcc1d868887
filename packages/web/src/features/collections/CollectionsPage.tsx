import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CollectionGroup } from '@specboard/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AbilityTooltip } from '../../ui/ability/index.ts';
import { useWorkspace, workspacePath } from '../workspaces/index.ts';
import { CollectionCard } from './CollectionCard.tsx';
import { CollectionSection } from './CollectionSection.tsx';
import {
  collectionSortById,
  collectionSortOptions,
  defaultCollectionSort,
} from './collection-sort.ts';
import { collectionPagePath } from './collections.paths.ts';
import { useCollectionGroups } from './useCollectionGroups.ts';
import { useCollectionLibraries } from './useCollectionLibraries.ts';
import { useSectionSettings } from './useSectionSettings.ts';

/** Where the libraries page is (the libraries feature's route, spec 001 §2). */
const librariesPath = (workspaceId: string) => workspacePath(workspaceId, 'libraries');

/**
 * /workspace/{wId}/collections, /collections/{id} and /collection-library/{libraryId}: the
 * viewer's collections by group (private, shared with them, the workspace's), all or one
 * library's.
 */
export function CollectionsPage() {
  const workspace = useWorkspace();
  const params = useParams();
  const libraryId = params.id ?? params.libraryId ?? null;
  const libraries = useCollectionLibraries(workspace.id);
  const library = libraries.find(libraryId);
  const [sortId, setSortId] = useState(defaultCollectionSort.id);
  const sort = collectionSortById(sortId);
  const sections = useSectionSettings(workspace.id, libraryId);
  const groups = useCollectionGroups({
    workspaceId: workspace.id,
    libraryId,
    groups: sections.order,
    sort,
  });
  const createAbility = (library ?? libraries.defaultLibrary)?.abilities.addProducts ?? {
    allowed: true,
  };
  const title = libraryId ? (library?.name ?? 'Library') : 'Collections';

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <Stack spacing={1}>
        {libraryId && (
          <Link
            component={RouterLink}
            to={librariesPath(workspace.id)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
          >
            <ArrowBackIcon fontSize="small" />
            Libraries
          </Link>
        )}
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Sort by"
              value={sortId}
              onChange={(event) => setSortId(event.target.value)}
              sx={{ minWidth: 170 }}
            >
              {collectionSortOptions.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <AbilityTooltip ability={createAbility}>
              <Button variant="contained" startIcon={<AddIcon />} disabled={!createAbility.allowed}>
                New collection
              </Button>
            </AbilityTooltip>
          </Stack>
        </Stack>
      </Stack>
      {sections.order.map((group: CollectionGroup, index) => (
        <CollectionSection
          key={group}
          group={group}
          state={groups.loader.get(group)}
          expanded={sections.isExpanded(group)}
          onToggle={(expanded) => sections.toggle(group, expanded)}
          onMove={(direction) => sections.move(group, direction)}
          canMoveUp={index > 0}
          canMoveDown={index < sections.order.length - 1}
          onCancel={() => groups.loader.cancel(group)}
          onShowMore={() => void groups.loader.loadMore(group)}
          onRetry={() => void groups.loader.loadFirst([group])}
          empty={<Typography color="text.secondary">No collections yet</Typography>}
          renderCard={(collection) => (
            <CollectionCard
              key={collection.id}
              collection={collection}
              to={collectionPagePath(workspace.id, collection.id, libraryId)}
              libraryName={libraryId ? null : libraries.find(collection.libraryId)?.name}
            />
          )}
        />
      ))}
    </Stack>
  );
}
