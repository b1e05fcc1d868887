import ClearIcon from '@mui/icons-material/Clear';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, Ref } from 'react';
import { SEARCH_MAX_LENGTH } from './schedule-search.ts';
import type { ScheduleSearch } from './useScheduleSearch.ts';

type ScheduleSearchFieldProps = {
  search: ScheduleSearch;
  inputRef?: Ref<HTMLInputElement>;
  /** On a line of its own (phones): as wide as the line. */
  fullWidth?: boolean;
};

/**
 * The schedule's search: a field that says where the current match is ("2 of 12"), with buttons
 * to step to the previous and next match. Enter steps forward, Shift+Enter back, Escape clears.
 * (A failure and matches in rows not shown are told in the page's status line.)
 */
export function ScheduleSearchField({
  search,
  inputRef,
  fullWidth = false,
}: ScheduleSearchFieldProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search.submit(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape' && search.text !== '') {
      event.preventDefault();
      event.stopPropagation();
      search.clear();
    }
  };
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{
        alignItems: 'center',
        flex: fullWidth ? 1 : '0 1 200px',
        minWidth: 120,
        maxWidth: fullWidth ? 'none' : 320,
      }}
    >
      <TextField
        size="small"
        placeholder="Search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={onKeyDown}
        inputRef={inputRef}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{
          htmlInput: {
            maxLength: SEARCH_MAX_LENGTH,
            'aria-label': 'Search in schedule',
            'aria-describedby': 'schedule-search-status',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end" sx={{ gap: 0.5 }}>
                {search.loading && <CircularProgress size={16} aria-label="Searching" />}
                <Typography
                  id="schedule-search-status"
                  variant="body2"
                  color="text.secondary"
                  data-testid="schedule-search-status"
                  aria-live="polite"
                  noWrap
                  sx={{ maxWidth: 120 }}
                >
                  {search.done ? search.status.position : ''}
                </Typography>
                {search.text !== '' && (
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label="Clear search"
                    onClick={search.clear}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
              </InputAdornment>
            ),
          },
        }}
      />
      {search.text !== '' && (
        <>
          <Tooltip title="Previous match (Shift+Enter)">
            <span>
              <IconButton
                aria-label="Previous match"
                onClick={search.previous}
                disabled={!search.canStep}
              >
                <KeyboardArrowUpIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Next match (Enter)">
            <span>
              <IconButton aria-label="Next match" onClick={search.next} disabled={!search.canStep}>
                <KeyboardArrowDownIcon />
              </IconButton>
            </span>
          </Tooltip>
        </>
      )}
    </Stack>
  );
}
