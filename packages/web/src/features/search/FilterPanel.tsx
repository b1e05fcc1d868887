import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emptyFilterForm, type FilterForm, rangeFilters, textFilters } from './search-filters.ts';

/**
 * The product filters: text fields (any of comma-separated values) and min–max ranges. They
 * narrow the search as they are typed; the lighting words of the query are filters too.
 */
export function FilterPanel({
  form,
  onChange,
}: {
  form: FilterForm;
  onChange: (form: FilterForm) => void;
}) {
  return (
    <Stack spacing={1.5} component="section" aria-label="Filters">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h2">
          Filters
        </Typography>
        <Button size="small" onClick={() => onChange(emptyFilterForm)}>
          Clear
        </Button>
      </Stack>
      {textFilters.map(({ key, label }) => (
        <TextField
          key={key}
          size="small"
          label={label}
          value={form.text[key]}
          onChange={(event) =>
            onChange({ ...form, text: { ...form.text, [key]: event.target.value } })
          }
        />
      ))}
      {rangeFilters.map(({ key, label, unit }) => {
        const range = form.ranges[key];
        const setRange = (bound: 'min' | 'max', value: string) =>
          onChange({ ...form, ranges: { ...form.ranges, [key]: { ...range, [bound]: value } } });
        const named = unit ? `${label} (${unit})` : label;
        const labelId = `search-filter-${key}`;
        return (
          <Stack key={key} spacing={0.5} role="group" aria-labelledby={labelId}>
            <Typography id={labelId} variant="body2" color="text.secondary">
              {named}
            </Typography>
            <Stack direction="row" spacing={1}>
              {(['min', 'max'] as const).map((bound) => (
                <TextField
                  key={bound}
                  size="small"
                  placeholder={bound === 'min' ? 'Min' : 'Max'}
                  value={range[bound]}
                  onChange={(event) => setRange(bound, event.target.value)}
                  slotProps={{
                    htmlInput: { 'aria-label': `${named} ${bound}`, inputMode: 'decimal' },
                  }}
                />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
