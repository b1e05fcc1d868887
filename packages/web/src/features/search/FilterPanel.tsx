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
        return (
          <Stack key={key} direction="row" spacing={1} role="group" aria-label={named}>
            <TextField
              size="small"
              label={`${named} min`}
              inputMode="decimal"
              value={range.min}
              onChange={(event) => setRange('min', event.target.value)}
            />
            <TextField
              size="small"
              label="max"
              slotProps={{ htmlInput: { 'aria-label': `${named} max`, inputMode: 'decimal' } }}
              value={range.max}
              onChange={(event) => setRange('max', event.target.value)}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
