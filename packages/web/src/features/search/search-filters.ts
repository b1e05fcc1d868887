import type {
  NumberRange,
  ProductSearchFilters,
  ProductSearchSort,
  ProductSearchSortField,
} from '../../graphql/graphql.ts';

/** The text filters: any of the comma-separated values, case aside. */
export const textFilters = [
  { key: 'manufacturer', label: 'Manufacturer' },
  { key: 'productType', label: 'Product type' },
  { key: 'environment', label: 'Environment' },
  { key: 'mounting', label: 'Mounting' },
] as const;

/** The range filters, each a minimum and a maximum (inclusive). */
export const rangeFilters = [
  { key: 'wattage', label: 'Wattage', unit: 'W' },
  { key: 'lumens', label: 'Lumens', unit: 'lm' },
  { key: 'price', label: 'Price', unit: '' },
  { key: 'leadTime', label: 'Lead time', unit: 'weeks' },
  { key: 'efficacy', label: 'Efficacy', unit: 'lm/W' },
] as const;

type TextKey = (typeof textFilters)[number]['key'];
type RangeKey = (typeof rangeFilters)[number]['key'];

/** What the filter form holds, as typed. */
export type FilterForm = {
  text: Record<TextKey, string>;
  ranges: Record<RangeKey, { min: string; max: string }>;
};

export const emptyFilterForm: FilterForm = {
  text: { manufacturer: '', productType: '', environment: '', mounting: '' },
  ranges: {
    wattage: { min: '', max: '' },
    lumens: { min: '', max: '' },
    price: { min: '', max: '' },
    leadTime: { min: '', max: '' },
    efficacy: { min: '', max: '' },
  },
};

const toNumber = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
};

/** A min and max as typed into a range (null when neither is a number). */
function toRange({ min, max }: { min: string; max: string }): NumberRange | null {
  const gte = toNumber(min);
  const lte = toNumber(max);
  if (gte === null && lte === null) return null;
  return { ...(gte !== null && { gte }), ...(lte !== null && { lte }) };
}

/** The form as the search's filters; what is empty or not a number is left out. */
export function toSearchFilters(form: FilterForm): ProductSearchFilters {
  const filters: ProductSearchFilters = {};
  for (const { key } of textFilters) {
    const values = form.text[key]
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length > 0) filters[key] = values;
  }
  for (const { key } of rangeFilters) {
    const range = toRange(form.ranges[key]);
    if (range) filters[key] = range;
  }
  return filters;
}

/** How many filters the form applies (the count on the phone's Filters button). */
export function countFilters(form: FilterForm): number {
  return Object.keys(toSearchFilters(form)).length;
}

/** The sort choices, in the order the select lists them. */
export const sortOptions: readonly { value: ProductSearchSortField; label: string }[] = [
  { value: 'RELEVANCE', label: 'Relevance' },
  { value: 'NAME', label: 'Name' },
  { value: 'MANUFACTURER', label: 'Manufacturer' },
  { value: 'PRICE', label: 'Price' },
  { value: 'WATTAGE', label: 'Wattage' },
  { value: 'LUMENS', label: 'Lumens' },
  { value: 'EFFICACY', label: 'Efficacy' },
  { value: 'LEAD_TIME', label: 'Lead time' },
  { value: 'UPDATED', label: 'Recently updated' },
];

/** The address's name for each filter field: the text filters by key, a range's as lumensMin. */
const rangeParam = (key: RangeKey, bound: 'min' | 'max') =>
  `${key}${bound === 'min' ? 'Min' : 'Max'}`;

/** The filter form the address holds (what was typed, so that a reload shows it as it was). */
export function filterFormFromParams(params: URLSearchParams): FilterForm {
  const read = (name: string) => params.get(name) ?? '';
  return {
    text: Object.fromEntries(textFilters.map(({ key }) => [key, read(key)])) as FilterForm['text'],
    ranges: Object.fromEntries(
      rangeFilters.map(({ key }) => [
        key,
        { min: read(rangeParam(key, 'min')), max: read(rangeParam(key, 'max')) },
      ]),
    ) as FilterForm['ranges'],
  };
}

/** The address with the form's filled fields in place of the filters it held. */
export function withFilterParams(params: URLSearchParams, form: FilterForm): URLSearchParams {
  const next = new URLSearchParams(params);
  const write = (name: string, value: string) => {
    if (value.trim()) next.set(name, value);
    else next.delete(name);
  };
  for (const { key } of textFilters) write(key, form.text[key]);
  for (const { key } of rangeFilters) {
    write(rangeParam(key, 'min'), form.ranges[key].min);
    write(rangeParam(key, 'max'), form.ranges[key].max);
  }
  return next;
}

/** The form's filled fields as the address writes them, to tell whether they changed. */
export const filterFormText = (form: FilterForm): string =>
  withFilterParams(new URLSearchParams(), form).toString();

/** The sort the address holds (sort=PRICE&order=desc); relevance when none or unknown. */
export function sortFromParams(params: URLSearchParams): ProductSearchSort {
  const field = sortOptions.find((option) => option.value === params.get('sort'))?.value;
  if (!field || field === 'RELEVANCE') return { field: 'RELEVANCE' };
  return params.get('order') === 'desc' ? { field, descending: true } : { field };
}

/** The address with the sort in place of the one it held (relevance is left out). */
export function withSortParams(params: URLSearchParams, sort: ProductSearchSort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sort');
  next.delete('order');
  if (sort.field !== 'RELEVANCE') next.set('sort', sort.field);
  if (sort.field !== 'RELEVANCE' && sort.descending) next.set('order', 'desc');
  return next;
}
