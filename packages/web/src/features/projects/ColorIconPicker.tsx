import { useMutation, useQuery } from '@apollo/client/react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { projectIconOf } from './project-icons.tsx';
import { COLOR_ICON_PALETTE_QUERY, SET_COLOR_ICON_MUTATION } from './projects.documents.ts';
import type { Project } from './projects.types.ts';

type ColorIconPickerProps = {
  project: Project;
  anchor: HTMLElement | null;
  onClose: () => void;
};

/** A popover of the palette's colours and icons; a pick is saved at once through setColorIcon. */
export function ColorIconPicker({ project, anchor, onClose }: ColorIconPickerProps) {
  const titleId = useId();
  const { show } = useSnackbar();
  const palette = useQuery(COLOR_ICON_PALETTE_QUERY, { skip: !anchor });
  const [setColorIcon, { loading }] = useMutation(SET_COLOR_ICON_MUTATION);
  const colors = palette.data?.getColorIconPalette.default_colors ?? [];
  const icons = palette.data?.getColorIconPalette.default_icons ?? [];

  // Buttons stay enabled while a pick saves (a colour then an icon are two independent saves):
  // disabling the focused one would drop focus out of the popover, and Escape would not close it.
  const pick = async (change: { colorId?: string; iconId?: string }) => {
    try {
      await setColorIcon({
        variables: { projectId: project.id, workspaceId: project.workspaceId, ...change },
      });
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    }
  };

  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 300 } },
      }}
    >
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
        Colour and icon of {project.title}
      </Typography>
      {palette.loading && !palette.data ? (
        <CircularProgress size={24} aria-label="Loading the palette" />
      ) : (
        <Stack spacing={1.5}>
          <Box role="group" aria-label="Colour" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {colors.map((color) => {
              const chosen = project.projectColor === color;
              return (
                <IconButton
                  key={color}
                  aria-label={`Colour ${color}`}
                  aria-pressed={chosen}
                  aria-busy={loading}
                  onClick={() => void pick({ colorId: color })}
                  sx={{
                    width: 32,
                    height: 32,
                    bgcolor: color,
                    color: '#fff',
                    outline: chosen ? 2 : 0,
                    outlineColor: 'text.primary',
                    outlineOffset: 2,
                    '&:hover': { bgcolor: color, opacity: 0.85 },
                  }}
                >
                  {chosen && <CheckIcon fontSize="small" />}
                </IconButton>
              );
            })}
          </Box>
          <Box role="group" aria-label="Icon" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {icons.map((code) => {
              const { Icon, label } = projectIconOf(code);
              const chosen = project.projectIcon === code;
              return (
                <IconButton
                  key={code}
                  aria-label={`Icon ${label}`}
                  aria-pressed={chosen}
                  aria-busy={loading}
                  onClick={() => void pick({ iconId: code })}
                  color={chosen ? 'primary' : 'default'}
                  sx={{
                    border: 1,
                    borderColor: chosen ? 'primary.main' : 'divider',
                    width: 36,
                    height: 36,
                  }}
                >
                  <Icon fontSize="small" />
                </IconButton>
              );
            })}
          </Box>
        </Stack>
      )}
    </Popover>
  );
}
