import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AbilityTooltip } from '../../ui/ability/AbilityTooltip.tsx';
import { PROJECT_AREA_SNACKBAR_TIMEOUT_MS, useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { RESTORE_PROJECT_MUTATION } from './project.documents.ts';
import type { ProjectDetails } from './project.types.ts';

/**
 * An archived project opened: why it is read only, and Restore for those who may archive and
 * restore it (disabled with the reason for the others, or when the free cap is reached).
 */
export function ArchivedProjectNotice({
  project,
  message,
}: {
  project: ProjectDetails;
  message: string | null | undefined;
}) {
  const { show } = useSnackbar();
  const [restore, { loading }] = useMutation(RESTORE_PROJECT_MUTATION);
  const ability = project.viewerCan.archive;

  const onRestore = async () => {
    try {
      await restore({
        variables: { id: project.id, workspaceId: project.workspaceId },
        // What the page may do changed everywhere on it (the schedule's commands, the views'
        // abilities): every query on screen is read again.
        refetchQueries: 'active',
        awaitRefetchQueries: true,
      });
      show({
        color: 'success',
        text: `${project.title} is restored.`,
        timeout: PROJECT_AREA_SNACKBAR_TIMEOUT_MS,
      });
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    }
  };

  return (
    <Alert
      severity="info"
      data-testid="archived-project-notice"
      action={
        <AbilityTooltip ability={ability}>
          <Button
            color="inherit"
            size="small"
            disabled={!ability.allowed || loading}
            onClick={() => void onRestore()}
          >
            {loading ? 'Restoring…' : 'Restore'}
          </Button>
        </AbilityTooltip>
      }
    >
      {message ?? 'This project is archived.'}
    </Alert>
  );
}
