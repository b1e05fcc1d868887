import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { type KeyboardEvent, type ReactElement, useState } from 'react';
import { type AbilityLike, type UpgradeWay, useUpgradeWay } from './upgrade-gate.ts';

export type { AbilityLike } from './upgrade-gate.ts';

type AbilityTooltipProps = {
  ability: AbilityLike;
  /** The control, already disabled by the caller when the ability is not allowed. */
  children: ReactElement;
  /** The control's name as its tooltip while allowed (an icon-only button). */
  title?: string;
};

/**
 * Shows why a control is disabled: the server's message as its tooltip. A disabled control
 * receives no pointer events, so the tooltip sits on a wrapper. When paying would lift the
 * refusal, the wrapper is the way through: clicking it (or Enter, Space on it) or the tooltip's
 * button opens the upgrade dialog.
 */
export function AbilityTooltip({ ability, children, title }: AbilityTooltipProps) {
  const way = useUpgradeWay(ability);
  if (ability.allowed || !ability.message) {
    return title ? <Tooltip title={title}>{children}</Tooltip> : children;
  }
  if (way) return <UpgradeGateTooltip message={ability.message} way={way} control={children} />;
  return (
    <Tooltip title={ability.message} describeChild>
      <Box component="span" sx={{ display: 'inline-flex', maxWidth: '100%' }}>
        {children}
      </Box>
    </Tooltip>
  );
}

type UpgradeGateTooltipProps = { message: string; way: UpgradeWay; control: ReactElement };

function UpgradeGateTooltip({ message, way, control }: UpgradeGateTooltipProps) {
  // Tooltips sit above dialogs: this one closes as the dialog opens, under a still pointer too.
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const openWay = () => {
    setTooltipOpen(false);
    way.open();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    openWay();
  };
  return (
    <Tooltip
      describeChild
      open={tooltipOpen}
      onOpen={() => setTooltipOpen(true)}
      onClose={() => setTooltipOpen(false)}
      title={
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, py: 0.5 }}>
          <span>{message}</span>
          <Button
            size="small"
            variant="contained"
            color="secondary"
            onClick={openWay}
            sx={{ alignSelf: 'flex-start' }}
          >
            {way.label}
          </Button>
        </Box>
      }
    >
      {/* The disabled control takes neither focus nor clicks, so its wrapper does, in its stead;
          the tooltip describes it. A role would name it a second button beside the control. */}
      <Box
        component="span"
        tabIndex={0}
        data-testid="upgrade-gate"
        onClick={openWay}
        onKeyDown={onKeyDown}
        sx={{ display: 'inline-flex', maxWidth: '100%', cursor: 'pointer', borderRadius: 1 }}
      >
        {control}
      </Box>
    </Tooltip>
  );
}
