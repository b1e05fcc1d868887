import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportDocumentFieldsFragment } from '../../graphql/graphql.ts';
import { useUploadFile } from '../files/index.ts';
import {
  type ImportPreview,
  initialMapping,
  type Mapping,
  mappingInput,
} from './import-mapping.ts';
import { importNotices, isImportable } from './import-messages.ts';
import { type ImportTarget, targetVariables } from './import-target.ts';
import {
  IMPORT_DOCUMENT_MUTATION,
  IMPORT_DOCUMENT_QUERY,
  IMPORT_DOCUMENT_SUBSCRIPTION,
  PREVIEW_IMPORT_QUERY,
} from './imports.documents.ts';

export type ImportJob = ImportDocumentFieldsFragment;
export type ImportStep = 'file' | 'mapping' | 'import';

const isOver = (job: ImportJob) => job.status === 'FINISHED' || job.status === 'FAILED';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The import dialog's states: a file chosen and uploaded, read for the mapping step (again for
 * another sheet), then imported and followed until FINISHED or FAILED. The subscription is
 * removed either way, and when the dialog closes.
 */
export function useImportFlow(target: ImportTarget, onFinished: (job: ImportJob) => void) {
  const client = useApolloClient();
  const upload = useUploadFile();
  const [step, setStep] = useState<ImportStep>('file');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>(new Map());
  const [job, setJob] = useState<ImportJob | null>(null);
  const watch = useRef<{ unsubscribe: () => void } | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const stopWatching = useCallback(() => {
    watch.current?.unsubscribe();
    watch.current = null;
  }, []);
  useEffect(() => stopWatching, [stopWatching]);

  const read = useCallback(
    async (key: string, sheetName: string | null) => {
      const result = await client.query({
        query: PREVIEW_IMPORT_QUERY,
        variables: { ...targetVariables(target), key, sheetName },
        fetchPolicy: 'no-cache',
      });
      const next = result.data?.previewImportDocument;
      if (!next) throw result.error ?? new Error(importNotices.failed);
      setPreview(next);
      setMapping(initialMapping(next.columns));
      setStep('mapping');
    },
    [client, target],
  );

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }, []);

  const chooseFile = useCallback(
    (file: File) => {
      if (!isImportable(file)) {
        setError(importNotices.wrongFile);
        return Promise.resolve();
      }
      return run(async () => {
        const stored = await upload(file);
        await read(stored.key, null);
      });
    },
    [run, upload, read],
  );

  const chooseSheet = useCallback(
    (sheetName: string) => (preview ? run(() => read(preview.key, sheetName)) : Promise.resolve()),
    [preview, run, read],
  );

  // The end is told once, whether the event or the read after subscribing brings it first.
  const ended = useRef<string | null>(null);
  const update = useCallback(
    (next: ImportJob) => {
      if (ended.current === next.importId) return;
      setJob(next);
      if (!isOver(next)) return;
      ended.current = next.importId;
      stopWatching();
      if (next.status === 'FINISHED') finished.current(next);
    },
    [stopWatching],
  );

  const start = useCallback(
    () =>
      run(async () => {
        if (!preview) return;
        const variables = targetVariables(target);
        const result = await client.mutate({
          mutation: IMPORT_DOCUMENT_MUTATION,
          variables: {
            ...variables,
            key: preview.key,
            sheetName: preview.sheetName ?? null,
            mapping: mappingInput(mapping),
          },
        });
        const started = result.data?.importDocument;
        if (!started) throw result.error ?? new Error(importNotices.failed);
        setJob(started);
        setStep('import');
        const ids = { workspaceId: variables.workspaceId, importId: started.importId };
        stopWatching();
        watch.current = client
          .subscribe({ query: IMPORT_DOCUMENT_SUBSCRIPTION, variables: ids })
          .subscribe({
            next: (event) => {
              const next = event.data?.subscribeImportDocument;
              if (next) update(next);
            },
          });
        // The job may have ended before the subscription reached the server.
        const now = await client.query({
          query: IMPORT_DOCUMENT_QUERY,
          variables: ids,
          fetchPolicy: 'no-cache',
        });
        const current = now.data?.getImportDocument;
        if (current && isOver(current)) update(current);
      }),
    [client, preview, target, mapping, run, stopWatching, update],
  );

  /** From a failed import back to the mapping, to change it and try again. */
  const backToMapping = useCallback(() => {
    stopWatching();
    setJob(null);
    setError(null);
    setStep('mapping');
  }, [stopWatching]);

  const backToFile = useCallback(() => {
    setPreview(null);
    setError(null);
    setStep('file');
  }, []);

  return {
    step,
    busy,
    error,
    preview,
    mapping,
    setMapping,
    job,
    chooseFile,
    chooseSheet,
    start,
    backToMapping,
    backToFile,
  };
}
