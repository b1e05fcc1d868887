import { useQuery } from '@apollo/client/react';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { PROCORE_AVAILABILITY_QUERY } from './procore.documents.ts';
import { type ProcoreExportTarget, SendToProcoreDialog } from './SendToProcoreDialog.tsx';

export type SendToProcoreProps = {
  target: ProcoreExportTarget;
  /** The engine's 'project:export'. */
  ability: AbilityLike;
  /** An icon in a toolbar, or a named button. */
  variant?: 'icon' | 'button';
};

/** What "Send to Procore" puts on a page: its button, its dialog, and the command to open it. */
export type SendToProcore = {
  button: ReactNode;
  dialog: ReactNode;
  ability: AbilityLike;
  open: () => void;
};

const label = 'Send to Procore';

/**
 * "Send to Procore" in parts, for a toolbar short of room: its button, and the command a phone's
 * More menu lists instead. Null where the server offers no Procore, so nothing is shown.
 */
export function useSendToProcore({
  target,
  ability,
  variant = 'icon',
}: SendToProcoreProps): SendToProcore | null {
  const availability = useQuery(PROCORE_AVAILABILITY_QUERY);
  const [isOpen, setOpen] = useState(false);
  if (!availability.data?.systemStatus.procoreEnabled) return null;
  const open = () => setOpen(true);
  const button = (
    <AbilityTooltip ability={ability} title={variant === 'icon' ? label : undefined}>
      {variant === 'icon' ? (
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          disabled={!ability.allowed}
          onClick={open}
        >
          <CloudUploadOutlinedIcon />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          startIcon={<CloudUploadOutlinedIcon />}
          aria-haspopup="dialog"
          disabled={!ability.allowed}
          onClick={open}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {label}
        </Button>
      )}
    </AbilityTooltip>
  );
  const dialog = isOpen ? (
    <SendToProcoreDialog target={target} onClose={() => setOpen(false)} />
  ) : null;
  return { button, dialog, ability, open };
}
