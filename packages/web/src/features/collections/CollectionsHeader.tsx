import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/index.ts';
import { collectionSortOptions } from './collection-sort.ts';

type CollectionsHeaderProps = {
  title: string;
  /** The libraries page, linked back to when the page shows one library. */
  backTo: string | null;
  sortId: string;
  onSort: (id: string) => void;
  createAbility: AbilityLike;
  onCreate: () => void;
};

/** The page's title, its way back to Libraries, the sort menu and New collection. */
export function CollectionsHeader({
  title,
  backTo,
  sortId,
  onSort,
  createAbility,
  onCreate,
}: CollectionsHeaderProps) {
  return (
    <Stack spacing={1}>
      {backTo && (
        <Link
          component={RouterLink}
          to={backTo}
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
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <TextField
            select
            size="small"
            label="Sort by"
            value={sortId}
            onChange={(event) => onSort(event.target.value)}
            sx={{ minWidth: 160 }}
          >
            {collectionSortOptions.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <AbilityTooltip ability={createAbility}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!createAbility.allowed}
              onClick={onCreate}
              sx={{ whiteSpace: 'nowrap' }}
            >
              New collection
            </Button>
          </AbilityTooltip>
        </Stack>
      </Stack>
    </Stack>
  );
}
