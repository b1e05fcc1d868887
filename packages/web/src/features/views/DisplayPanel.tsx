import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Currency, type RowHeight, rowHeights } from '@specboard/domain';

const rowHeightLabels: Record<RowHeight, string> = {
  tall: 'Tall',
  medium: 'Medium',
  short: 'Short',
  base: 'Base',
};

const currencyLabels: Record<Currency, string> = {
  usd: 'USD – US dollar',
  cad: 'CAD – Canadian dollar',
};

type DisplayPanelProps = {
  rowHeight: RowHeight;
  currency: Currency;
  /** The tags this view shows (none: every row). */
  filterTag: readonly string[];
  /** The tags of the schedule's rows, to choose from. */
  tagOptions: readonly string[];
  onChange: (change: { rowHeight?: RowHeight; currency?: Currency; filterTag?: string[] }) => void;
};

/** How the view shows its rows: their height, the currency of money, which tags. */
export function DisplayPanel({
  rowHeight,
  currency,
  filterTag,
  tagOptions,
  onChange,
}: DisplayPanelProps) {
  return (
    <Stack spacing={2} sx={{ width: 280, maxWidth: '100%', pt: 0.5 }}>
      <TextField
        select
        size="small"
        label="Row height"
        value={rowHeight}
        onChange={(event) => onChange({ rowHeight: event.target.value as RowHeight })}
      >
        {(Object.keys(rowHeights) as RowHeight[]).map((height) => (
          <MenuItem key={height} value={height}>
            {rowHeightLabels[height]} ({rowHeights[height]} px)
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Currency"
        value={currency}
        onChange={(event) => onChange({ currency: event.target.value as Currency })}
      >
        {(Object.keys(currencyLabels) as Currency[]).map((code) => (
          <MenuItem key={code} value={code}>
            {currencyLabels[code]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={[...new Set([...tagOptions, ...filterTag])]}
        value={[...filterTag]}
        onChange={(_event, value) => onChange({ filterTag: value })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Tags this view shows"
            placeholder={filterTag.length ? '' : 'Every tag'}
            helperText="For everyone who opens the view."
          />
        )}
      />
    </Stack>
  );
}
