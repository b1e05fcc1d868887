import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';

type PopoverControlProps = {
  /** The button's text (its accessible name). */
  label: string;
  /** Only the icon shows, the text as its name and tooltip (a crowded toolbar). */
  iconOnly?: boolean;
  /** The name of the panel it opens. */
  name: string;
  icon: ReactElement;
  ability: AbilityLike;
  testId?: string;
  /**
   * Marks the icon when only the icon shows (the label says it in words): a count, or `true`
   * for a dot (a setting in force, such as a sort).
   */
  badge?: number | boolean;
  children: ReactNode;
};

/**
 * A toolbar button opening a panel of view settings; disabled with the reason as its tooltip
 * when the viewer may not change the view.
 */
export function PopoverControl({
  label,
  iconOnly = false,
  name,
  icon,
  ability,
  testId,
  badge = 0,
  children,
}: PopoverControlProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  return (
    <>
      <AbilityTooltip ability={ability} title={iconOnly ? label : undefined}>
        {iconOnly ? (
          <IconButton
            disabled={!ability.allowed}
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={anchor ? 'true' : undefined}
            aria-controls={anchor ? panelId : undefined}
            data-testid={testId}
          >
            <Badge
              badgeContent={typeof badge === 'number' ? badge : undefined}
              variant={badge === true ? 'dot' : 'standard'}
              invisible={!badge}
              color="primary"
              aria-hidden
            >
              {icon}
            </Badge>
          </IconButton>
        ) : (
          <Button
            size="small"
            color="inherit"
            startIcon={icon}
            disabled={!ability.allowed}
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-haspopup="dialog"
            aria-expanded={anchor ? 'true' : undefined}
            aria-controls={anchor ? panelId : undefined}
            data-testid={testId}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {label}
          </Button>
        )}
      </AbilityTooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-label': name,
            sx: { p: 2, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        {children}
      </Popover>
    </>
  );
}
