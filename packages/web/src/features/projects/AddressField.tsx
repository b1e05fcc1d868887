import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '../../ui/timing/index.ts';
import { SEARCH_ADDRESS_QUERY } from './projects.documents.ts';
import type { Address, AddressInput } from './projects.types.ts';

/** Spec: the address search waits 300 ms after the last key press. */
export const ADDRESS_DEBOUNCE_MS = 300;
const SUGGESTION_LIMIT = 8;

export type AddressValue = { text: string; picked: Address | null };

/** What the create mutation is sent: the picked place whole, or the typed text alone. */
export function toAddressInput({ text, picked }: AddressValue): AddressInput | null {
  const formatted = text.trim();
  if (!formatted) return null;
  if (!picked || picked.formatted_address !== text) return { formatted_address: formatted };
  // Built field by field: results carry __typename, which an input type refuses.
  return {
    formatted_address: picked.formatted_address,
    geometry: picked.geometry
      ? { location: { lat: picked.geometry.location.lat, lng: picked.geometry.location.lng } }
      : null,
    address_components: picked.address_components.map((component) => ({
      long_name: component.long_name,
      short_name: component.short_name,
      types: [...component.types],
    })),
  };
}

type AddressFieldProps = {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string;
  disabled?: boolean;
};

/** The project address: free text, with places suggested by searchAddress as the user types. */
export function AddressField({ value, onChange, error, disabled = false }: AddressFieldProps) {
  const query = useDebouncedValue(value.text.trim(), ADDRESS_DEBOUNCE_MS);
  const searching = query.length > 0 && query !== value.picked?.formatted_address;
  const { data, loading } = useQuery(SEARCH_ADDRESS_QUERY, {
    variables: { query, limit: SUGGESTION_LIMIT },
    skip: !searching,
  });
  const options = searching ? (data?.searchAddress ?? []) : [];

  return (
    <Autocomplete<Address, false, false, true>
      freeSolo
      disabled={disabled}
      options={options}
      filterOptions={(items) => items}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.formatted_address)}
      isOptionEqualToValue={(option, picked) =>
        typeof picked !== 'string' && option.formatted_address === picked.formatted_address
      }
      value={value.picked}
      inputValue={value.text}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset' && text === value.text) return;
        onChange({ text, picked: value.picked?.formatted_address === text ? value.picked : null });
      }}
      onChange={(_event, picked) => {
        if (picked && typeof picked !== 'string') {
          onChange({ text: picked.formatted_address, picked });
        } else {
          onChange({ text: picked ?? '', picked: null });
        }
      }}
      loading={searching && loading}
      noOptionsText="No matching places"
      slotProps={{ listbox: { sx: { maxHeight: 160 } } }}
      renderInput={(params) => (
        <TextField {...params} label="Address" required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
