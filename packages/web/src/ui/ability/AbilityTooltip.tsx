import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/** The part of a server Ability a control needs. */
export type AbilityLike = { allowed: boolean; message?: string | null };

type AbilityTooltipProps = {
  ability: AbilityLike;
  /** The control, already disabled by the caller when the ability is not allowed. */
  children: ReactElement;
  /** The control's name as its tooltip while allowed (an icon-only button). */
  title?: string;
};

/**
 * Shows why a control is disabled: the server's message as its tooltip. A disabled control
 * receives no pointer events, so the tooltip sits on a wrapper.
 */
export function AbilityTooltip({ ability, children, title }: AbilityTooltipProps) {
  if (ability.allowed || !ability.message) {
    return title ? <Tooltip title={title}>{children}</Tooltip> : children;
  }
  return (
    <Tooltip title={ability.message} describeChild>
      <Box component="span" sx={{ display: 'inline-flex', maxWidth: '100%' }}>
        {children}
      </Box>
    </Tooltip>
  );
}
