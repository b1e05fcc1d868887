import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import type { ProductSearchSort, SearchMatch } from '../../graphql/graphql.ts';
import { sortOptions } from './search-filters.ts';
import { matchOptions } from './search-hits.ts';

/** Whole words, part of words, or allow typos. */
export function MatchToggle({
  match,
  onChange,
}: {
  match: SearchMatch;
  onChange: (match: SearchMatch) => void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={match}
      aria-label="Match"
      onChange={(_event, value: SearchMatch | null) => value && onChange(value)}
    >
      {matchOptions.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          // The theme's unselected grey falls just short of 4.5:1 on the page's background.
          sx={{ textTransform: 'none', px: 1.5, color: 'text.secondary' }}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The order of what is equally relevant, and its direction. */
export function SortControl({
  sort,
  onChange,
}: {
  sort: ProductSearchSort;
  onChange: (sort: ProductSearchSort) => void;
}) {
  const descending = Boolean(sort.descending);
  const directionLabel = descending ? 'Descending' : 'Ascending';
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sort.field}
        onChange={(event) =>
          onChange({ ...sort, field: event.target.value as ProductSearchSort['field'] })
        }
        sx={{ minWidth: 170 }}
      >
        {sortOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={`${directionLabel}; change`}>
        <span>
          <IconButton
            aria-label={`Sort direction: ${directionLabel.toLowerCase()}`}
            disabled={sort.field === 'RELEVANCE'}
            onClick={() => onChange({ ...sort, descending: !descending })}
          >
            {descending ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** How the query was read: its lighting terms as filter chips ('3000K' → 'CCT 3000 K'). */
export function UnderstoodChips({
  terms,
}: {
  terms: readonly { kind: string; text: string; label: string }[];
}) {
  const filters = terms.filter((term) => term.kind === 'filter');
  if (filters.length === 0) return null;
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label="Read as filters"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {filters.map((term) => (
        <li key={`${term.text}-${term.label}`}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={term.label}
            title={`From ‘${term.text}’`}
          />
        </li>
      ))}
    </Stack>
  );
}
