import { exportMessages } from '@specboard/domain';
import type { SnackbarOptions } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { isPdfFile, progressTitle } from './export-choices.ts';
import type { ExportEvent } from './export-tracker.ts';
import type { ExportFile } from './exports.types.ts';

type NoticeActions = {
  preview: (file: ExportFile) => void;
  download: (file: ExportFile) => void;
};

/** One snackbar per export, replaced as it moves on (waiting, then ready or failed). */
export const exportSnackbarId = (requestId: string | null) => `export-${requestId ?? 'refused'}`;

/**
 * What a refused request says: the server's own words when the person can act on them (two
 * versions to choose, a format a kind cannot take), otherwise the spec's 'try again'.
 */
function refusalText(error: unknown): string {
  if (!error) return exportMessages.tryAgain;
  const { code, message } = readApiError(error);
  return code === 'BAD_USER_INPUT' || code === 'FORBIDDEN' ? message : exportMessages.tryAgain;
}

/** The snackbar an export event shows (spec sections 4 and 8). */
export function exportNotice(event: ExportEvent, actions: NoticeActions): SnackbarOptions {
  if (event.kind === 'failed') {
    return {
      id: exportSnackbarId(event.requestId),
      title: exportMessages.failed,
      text: refusalText(event.error),
      color: 'error',
      timeout: null,
      dataTest: 'export-failed',
    };
  }
  const { file } = event;
  if (event.kind === 'progress') {
    return {
      id: exportSnackbarId(file.requestId),
      title: progressTitle(file),
      text: exportMessages.preparing,
      color: 'info',
      timeout: null,
      dataTest: 'export-progress',
    };
  }
  const download = { label: 'Download', onClick: () => actions.download(file) };
  return {
    id: exportSnackbarId(file.requestId),
    title: exportMessages.ready,
    text: file.downloadFileName,
    color: 'success',
    // The file is offered for 20 minutes: the snackbar waits for the person, not a timer.
    timeout: null,
    ...(isPdfFile(file)
      ? {
          secondaryAction: { label: 'Preview', onClick: () => actions.preview(file) },
          action: download,
        }
      : { action: download }),
    dataTest: 'export-ready',
  };
}

/** A download whose link did not answer (spec section 8). */
export const downloadFailedNotice: SnackbarOptions = {
  id: 'export-download-failed',
  text: exportMessages.downloadFailed,
  color: 'error',
  dataTest: 'export-download-failed',
};
