import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { type AbilityLike, AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { PROCORE_AVAILABILITY_QUERY } from './procore.documents.ts';
import { type ProcoreExportTarget, SendToProcoreDialog } from './SendToProcoreDialog.tsx';

/**
 * "Send to Procore", shown only where the server offers Procore; disabled with the engine's
 * reason when the person may not export.
 */
export function SendToProcoreButton({
  target,
  ability,
}: {
  target: ProcoreExportTarget;
  /** The engine's 'project:export'. */
  ability: AbilityLike;
}) {
  const availability = useQuery(PROCORE_AVAILABILITY_QUERY);
  const [open, setOpen] = useState(false);
  if (!availability.data?.systemStatus.procoreEnabled) return null;
  return (
    <>
      <AbilityTooltip ability={ability}>
        <Button
          variant="outlined"
          disabled={!ability.allowed}
          onClick={() => setOpen(true)}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Send to Procore
        </Button>
      </AbilityTooltip>
      {open && <SendToProcoreDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}
