import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type BuiltInViewKey, builtInViews, createNewViewLabel } from '@specboard/domain';
import { useState } from 'react';
import type { AbilityLike } from '../../ui/ability/AbilityTooltip.tsx';
import { useConfirm } from '../../ui/confirm/index.ts';
import { AbilityMenuItem } from './AbilityMenuItem.tsx';
import { ViewNameDialog } from './ViewNameDialog.tsx';
import type { ScheduleView } from './views.types.ts';

type ViewPickerProps = {
  views: readonly ScheduleView[];
  current: ScheduleView;
  onSelect: (viewId: string) => void;
  /** Whether the viewer may make custom views (the schedule's createView command). */
  createAbility: AbilityLike;
  onCreate: (name: string) => Promise<unknown>;
  onRename: (view: ScheduleView, name: string) => Promise<unknown>;
  onDelete: (view: ScheduleView) => Promise<unknown>;
  onReset: (view: ScheduleView) => Promise<unknown>;
  /** Opens "Who can see this view" for the current view. */
  onManageAccess: () => void;
};

type NameDialog = {
  title: string;
  submitLabel: string;
  initialName: string;
  kind: 'create' | 'rename';
};

function audienceOf(view: ScheduleView): string | undefined {
  const audience = view.builtInKey
    ? builtInViews[view.builtInKey as BuiltInViewKey]?.audience
    : undefined;
  // Spec section 9: shown for the former Sustainability View.
  return view.builtInKey === 'powerDensity'
    ? `Formerly Sustainability View · ${audience}`
    : audience;
}

/**
 * The view menu: the current view's name; its menu lists the built-in views, then the custom
 * ones, then Create New View. Beside it, what may be done to the current view.
 */
export function ViewPicker(props: ViewPickerProps) {
  const { views, current, onSelect, createAbility, onCreate, onRename, onDelete, onReset } = props;
  const { onManageAccess } = props;
  const confirm = useConfirm();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [actionsAnchor, setActionsAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<NameDialog | null>(null);
  const builtIn = views.filter((view) => view.type !== 'custom');
  const custom = views.filter((view) => view.type === 'custom');

  const item = (view: ScheduleView) => (
    <MenuItem
      key={view.id}
      selected={view.id === current.id}
      onClick={() => {
        setMenuAnchor(null);
        onSelect(view.id);
      }}
    >
      <ListItemIcon>{view.id === current.id && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText primary={view.name} secondary={audienceOf(view)} />
    </MenuItem>
  );

  const removeCurrent = async () => {
    setActionsAnchor(null);
    const sure = await confirm({
      title: 'Delete view',
      message: `Delete ${current.name}? Everyone on the project loses it.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (sure) await onDelete(current);
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : undefined}
        aria-label={`View: ${current.name}`}
        data-testid="view-picker"
        sx={{ maxWidth: { xs: 150, sm: 200 }, justifyContent: 'space-between', flexShrink: 1 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current.name}
        </span>
      </Button>
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Views', dense: true } }}
      >
        <ListSubheader>Built-in views</ListSubheader>
        {builtIn.map(item)}
        {custom.length > 0 && <ListSubheader>Custom views</ListSubheader>}
        {custom.map(item)}
        <Divider />
        <AbilityMenuItem
          ability={createAbility}
          icon={<AddIcon fontSize="small" />}
          label={createNewViewLabel}
          onClick={() => {
            setMenuAnchor(null);
            setDialog({
              kind: 'create',
              title: createNewViewLabel,
              submitLabel: 'Create',
              initialName: '',
            });
          }}
        />
      </Menu>
      <Tooltip title="View actions">
        <IconButton
          aria-label="View actions"
          aria-haspopup="menu"
          onClick={(event) => setActionsAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={actionsAnchor}
        open={actionsAnchor !== null}
        onClose={() => setActionsAnchor(null)}
        slotProps={{ list: { 'aria-label': `${current.name} actions`, dense: true } }}
      >
        <AbilityMenuItem
          ability={current.viewerCan.renameOrDelete}
          label="Rename view…"
          onClick={() => {
            setActionsAnchor(null);
            setDialog({
              kind: 'rename',
              title: 'Rename view',
              submitLabel: 'Rename',
              initialName: current.name,
            });
          }}
        />
        <AbilityMenuItem
          ability={current.viewerCan.update}
          label="Reset view"
          onClick={() => {
            setActionsAnchor(null);
            void onReset(current);
          }}
        />
        <AbilityMenuItem
          ability={current.viewerCan.managePermissions}
          label="Who can see this view…"
          onClick={() => {
            setActionsAnchor(null);
            onManageAccess();
          }}
        />
        <AbilityMenuItem
          ability={current.viewerCan.renameOrDelete}
          label="Delete view…"
          onClick={() => void removeCurrent()}
        />
      </Menu>
      <ViewNameDialog
        mode={dialog}
        onClose={() => setDialog(null)}
        onSubmit={(name) => (dialog?.kind === 'rename' ? onRename(current, name) : onCreate(name))}
      />
    </>
  );
}
