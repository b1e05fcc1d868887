import { useQuery } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { SOURCE_LIBRARIES_QUERY } from './project-details.documents.ts';
import type { ProjectDetails } from './projects.types.ts';

type Ability = ProjectDetails['viewerCan']['changeSourceLibrary'];

type SourceLibraryFieldProps = {
  workspaceId: string;
  ability: Ability;
  /** The chosen library; null when product references are not limited. */
  value: string | null;
  /** Ticked with no library chosen yet. */
  limited: boolean;
  onChange: (change: { limited: boolean; libraryId: string | null }) => void;
  /** Shown once the form was submitted ticked with no library. */
  error?: string;
};

/**
 * The project's source library (spec 000 §5): chosen only through the checkbox 'Limit product
 * reference search to one library', enabled when the role allows it (else its reason shows as a
 * tooltip); unticking clears the library.
 */
export function SourceLibraryField({
  workspaceId,
  ability,
  value,
  limited,
  onChange,
  error,
}: SourceLibraryFieldProps) {
  const libraries = useQuery(SOURCE_LIBRARIES_QUERY, {
    variables: { workspaceId },
    skip: !limited,
  });
  const options = libraries.data?.listLibraries.data ?? [];
  return (
    <Stack spacing={1}>
      <AbilityTooltip ability={ability}>
        <FormControlLabel
          disabled={!ability.allowed}
          control={
            <Checkbox
              checked={limited}
              onChange={(event) =>
                onChange({
                  limited: event.target.checked,
                  libraryId: event.target.checked ? value : null,
                })
              }
            />
          }
          label="Limit product reference search to one library"
        />
      </AbilityTooltip>
      {limited && (
        <TextField
          select
          label="Source library"
          value={options.some((library) => library.id === value) ? value : ''}
          onChange={(event) => onChange({ limited: true, libraryId: event.target.value || null })}
          disabled={!ability.allowed || libraries.loading}
          error={Boolean(error)}
          helperText={error ?? (libraries.loading ? 'Loading libraries…' : undefined)}
          fullWidth
        >
          {options.map((library) => (
            <MenuItem key={library.id} value={library.id}>
              {library.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
