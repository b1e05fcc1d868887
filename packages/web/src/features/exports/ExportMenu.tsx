import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { ExportPreviewDialog } from './ExportPreviewDialog.tsx';
import { exportChoices, exportVariables } from './export-choices.ts';
import type { ExportTarget } from './exports.types.ts';
import { RecentExportsDialog } from './RecentExportsDialog.tsx';
import { useExports } from './useExports.ts';

type ExportMenuProps = {
  /** What the person sees: the project, view, version and tag filter, or a comparison. */
  target: ExportTarget;
  /** The engine's 'project:export' (the schedule's 'export' command). */
  ability: AbilityLike;
  /** The engine's 'export:revit'; Revit is not offered without it. */
  revitAbility?: AbilityLike | null;
  /** An icon in a toolbar, or a named button. */
  variant?: 'icon' | 'button';
  /** What the named button says (Export, Export comparison). */
  label?: string;
};

/**
 * Export: a menu with "Export…" (the format dialog) and "Recent exports" (the files of the last
 * 20 minutes), the snackbars that follow an export, and the PDF preview.
 */
export function ExportMenu(props: ExportMenuProps) {
  const menu = useExportMenu(props);
  return (
    <>
      {menu.button}
      {menu.dialogs}
    </>
  );
}

/**
 * The Export menu in parts, for a toolbar short of room: its button, and the two commands it
 * offers, which a phone's More menu lists instead of the button. The dialogs are always rendered.
 */
export function useExportMenu({
  target,
  ability,
  revitAbility,
  variant = 'icon',
  label = 'Export',
}: ExportMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [recentOpen, setRecentOpen] = useState(false);
  const exports = useExports(target);
  const choices = exportChoices(target, revitAbility?.allowed === true);
  const disabled = !ability.allowed;
  const openExport = () => setDialogOpen(true);
  const openRecent = () => {
    exports.recent.refetch();
    setRecentOpen(true);
  };
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    disabled,
    onClick: (event: { currentTarget: HTMLElement }) => setAnchor(event.currentTarget),
  };

  const button = (
    <AbilityTooltip ability={ability} title={variant === 'icon' ? label : undefined}>
      {variant === 'icon' ? (
        <IconButton aria-label={label} {...buttonProps}>
          <FileDownloadOutlinedIcon />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          {...buttonProps}
        >
          {label}
        </Button>
      )}
    </AbilityTooltip>
  );

  const dialogs = (
    <>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            openExport();
          }}
        >
          <ListItemIcon>
            <FileDownloadOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={target.comparison ? 'Export comparison…' : 'Export…'} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            openRecent();
          }}
        >
          <ListItemIcon>
            <HistoryIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Recent exports" />
        </MenuItem>
      </Menu>
      {dialogOpen && (
        <ExportDialog
          open
          heading={target.comparison ? 'Export comparison' : 'Export schedule'}
          summary={summaryOf(target)}
          choices={choices}
          onClose={() => setDialogOpen(false)}
          onExport={(choice, pageSize) => exports.start(exportVariables(target, choice, pageSize))}
        />
      )}
      <RecentExportsDialog
        open={recentOpen}
        files={exports.recent.files}
        loading={exports.recent.loading}
        error={exports.recent.error !== null}
        onClose={() => setRecentOpen(false)}
        onPreview={exports.preview}
        onDownload={(file) => void exports.download(file)}
      />
      <ExportPreviewDialog
        file={exports.previewing}
        onDownload={(file) => void exports.download(file)}
        onClose={exports.closePreview}
      />
    </>
  );

  return { button, dialogs, ability, openExport, openRecent };
}

/** What will be in the file, so that a filter left on is not a surprise. */
function summaryOf(target: ExportTarget): string {
  if (target.comparison) return 'The changes between the two versions, as compared here.';
  const parts = ['The rows and columns as this view shows them'];
  if (target.versionId) parts.push('of the open version');
  const tags = target.filterTags ?? [];
  if (tags.length) parts.push(`with your tag filter (${tags.join(', ')})`);
  return `${parts.join(' ')}.`;
}
