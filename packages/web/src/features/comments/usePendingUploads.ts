import { commentAttachmentsMax } from '@specboard/domain';
import { useCallback, useRef, useState } from 'react';
import type { UploadedFile } from '../files/index.ts';

/** A file chosen for the comment being written: uploading, stored, or refused. */
export type PendingUpload = {
  id: string;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  file?: UploadedFile;
  error?: string;
};

let nextId = 0;

/**
 * Files attached to the comment being written, each uploaded as soon as it is chosen so that
 * sending only passes their keys. At most the domain's limit are kept.
 */
export function usePendingUploads(upload: (file: File) => Promise<UploadedFile>) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);

  // How many are kept, known at once (state updates come later) so a second pick counts the first.
  const count = useRef(0);
  count.current = uploads.length;

  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, commentAttachmentsMax - count.current);
      const chosen = files.slice(0, room).map((source) => {
        nextId += 1;
        return { id: `upload-${nextId}`, source };
      });
      count.current += chosen.length;
      setUploads((current) => [
        ...current,
        ...chosen.map(({ id, source }) => ({ id, name: source.name, state: 'uploading' as const })),
      ]);
      const settle = (id: string, change: Partial<PendingUpload>) =>
        setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
      for (const { id, source } of chosen) {
        upload(source).then(
          (file) => settle(id, { state: 'done', file }),
          (error: unknown) =>
            settle(id, {
              state: 'failed',
              error: error instanceof Error ? error.message : String(error),
            }),
        );
      }
    },
    [upload],
  );

  const remove = useCallback(
    (id: string) => setUploads((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const clear = useCallback(() => setUploads([]), []);

  return {
    uploads,
    add,
    remove,
    clear,
    busy: uploads.some((item) => item.state === 'uploading'),
    keys: uploads.flatMap((item) => (item.file ? [item.file.key] : [])),
    full: uploads.length >= commentAttachmentsMax,
  };
}
