import { useCallback } from 'react';
import { useSessionManager } from '../identity/index.ts';
import { type UploadedFile, uploadFile } from './upload-file.ts';

/** Uploads a file as the signed-in user (POST /files), renewing an expired token once. */
export function useUploadFile(): (file: File) => Promise<UploadedFile> {
  const session = useSessionManager();
  return useCallback(
    (file: File) =>
      uploadFile(file, { getAccessToken: session.getAccessToken, refresh: session.refresh }),
    [session],
  );
}
