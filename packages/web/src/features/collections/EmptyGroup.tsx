import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollectionGroup } from '@specboard/domain';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/index.ts';

const emptyText: Partial<Record<CollectionGroup, string>> = {
  shared: 'Collections others share with you show here.',
  workspace: 'Collections your workspace’s members make show here.',
  followed: 'Collections of other workspaces you follow show here, kept up to date.',
  suggestion: 'Collections people suggest to you show here.',
};

/** A group with no collections: what shows there, and New collection for one's own. */
export function EmptyGroup({
  group,
  createAbility,
  onCreate,
}: {
  group: CollectionGroup;
  createAbility: AbilityLike;
  onCreate: () => void;
}) {
  return (
    <Stack
      spacing={1}
      sx={{
        py: 3,
        alignItems: 'center',
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        borderStyle: 'dashed',
      }}
    >
      <Typography>No collections yet</Typography>
      {emptyText[group] && (
        <Typography variant="body2" color="text.secondary">
          {emptyText[group]}
        </Typography>
      )}
      {group === 'private' && (
        <AbilityTooltip ability={createAbility}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!createAbility.allowed}
            onClick={onCreate}
          >
            New collection
          </Button>
        </AbilityTooltip>
      )}
    </Stack>
  );
}
