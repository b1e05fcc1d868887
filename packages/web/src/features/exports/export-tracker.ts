import type { ApolloClient } from '@apollo/client';
import type { Subscription } from 'rxjs';
import type { StartExportMutationVariables } from '../../graphql/graphql.ts';
import { hasFailed, isFinished, isRecent } from './export-choices.ts';
import {
  EXPORT_FILE_QUERY,
  EXPORT_FILE_SUBSCRIPTION,
  START_EXPORT_MUTATION,
} from './exports.documents.ts';
import type { ExportFile } from './exports.types.ts';

/** What happened to an export being followed: the snackbar tells it. */
export type ExportEvent =
  | { kind: 'progress'; file: ExportFile }
  | { kind: 'ready'; file: ExportFile }
  | { kind: 'failed'; requestId: string | null; error?: unknown };

/** A backstop for an event lost while the socket reconnected: the export is read again. */
const rereadEveryMs = 15_000;
const lifetimeMs = 20 * 60_000;

type Watch = { events: Subscription; timer: ReturnType<typeof setInterval> };

/**
 * The person's exports, followed by request id over the WebSocket until each is ready or failed.
 * It belongs to the Apollo client, not to a screen, so 'Export ready' still arrives after the
 * person left the schedule for another tab.
 */
export class ExportTracker {
  private readonly files = new Map<string, ExportFile>();
  private readonly watches = new Map<string, Watch>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  /** The latest screen's handler; kept after it unmounts, since the snackbars are app-wide. */
  private notify: (event: ExportEvent) => void = () => {};

  constructor(private readonly client: ApolloClient) {}

  setNotifier(notify: (event: ExportEvent) => void) {
    this.notify = notify;
  }

  /** For useSyncExternalStore: a number that changes whenever a file does. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = () => this.version;

  /** The latest known state of an export (events win over older list answers). */
  latest(file: ExportFile): ExportFile {
    return this.files.get(file.requestId) ?? file;
  }

  /** Asks for an export and follows it; answers its request id, or null when it was refused. */
  async start(variables: StartExportMutationVariables): Promise<string | null> {
    try {
      const result = await this.client.mutate({ mutation: START_EXPORT_MUTATION, variables });
      const request = result.data?.fileExporterInvoke;
      if (!request?.requestId) {
        this.notify({ kind: 'failed', requestId: null });
        return null;
      }
      this.follow(request.file);
      return request.requestId;
    } catch (error) {
      this.notify({ kind: 'failed', requestId: null, error });
      return null;
    }
  }

  /**
   * Follows an export that is still being written, unless it is older than 20 minutes (spec
   * section 4) or already followed.
   */
  follow(file: ExportFile) {
    if (this.watches.has(file.requestId)) return;
    if (isFinished(file)) {
      this.remember(file);
      return;
    }
    if (!isRecent(file, Date.now())) return;
    const { requestId } = file;
    const events = this.client
      .subscribe({ query: EXPORT_FILE_SUBSCRIPTION, variables: { requestId } })
      .subscribe({
        next: (result) => {
          const next = result.data?.notifyExportFiles;
          if (next) this.update(next);
        },
        error: () => this.reread(requestId),
      });
    const started = Date.parse(file.createdAt);
    const timer = setInterval(() => {
      if (Date.now() - started > lifetimeMs) this.stop(requestId);
      else this.reread(requestId);
    }, rereadEveryMs);
    this.watches.set(requestId, { events, timer });
    this.update(file);
    // The file may have been written before the subscription reached the server.
    this.reread(requestId);
  }

  /** Keeps what a list answered, without following it. */
  remember(file: ExportFile) {
    const known = this.files.get(file.requestId);
    if (known && isFinished(known)) return;
    this.files.set(file.requestId, file);
    this.changed();
  }

  /** A fresh state of the export: its links are signed again, so it is read when a link expired. */
  async refresh(requestId: string): Promise<ExportFile | null> {
    try {
      const result = await this.client.query({
        query: EXPORT_FILE_QUERY,
        variables: { requestId },
        fetchPolicy: 'network-only',
      });
      const file = result.data?.getExportFile ?? null;
      if (file) this.update(file);
      return file;
    } catch {
      return null;
    }
  }

  stopAll() {
    for (const requestId of [...this.watches.keys()]) this.stop(requestId);
  }

  private reread(requestId: string) {
    void this.refresh(requestId);
  }

  private update(file: ExportFile) {
    const known = this.files.get(file.requestId);
    // A late progress event must not undo 'Export ready'.
    if (known && isFinished(known) && !isFinished(file)) return;
    this.files.set(file.requestId, file);
    this.changed();
    if (!this.watches.has(file.requestId)) return;
    if (!isFinished(file)) {
      this.notify({ kind: 'progress', file });
      return;
    }
    this.stop(file.requestId);
    if (hasFailed(file)) this.notify({ kind: 'failed', requestId: file.requestId });
    else this.notify({ kind: 'ready', file });
  }

  private stop(requestId: string) {
    const watch = this.watches.get(requestId);
    if (!watch) return;
    this.watches.delete(requestId);
    watch.events.unsubscribe();
    clearInterval(watch.timer);
  }

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

const trackers = new WeakMap<ApolloClient, ExportTracker>();

/** The one tracker of an Apollo client (one per signed-in app). */
export function exportTrackerOf(client: ApolloClient): ExportTracker {
  let tracker = trackers.get(client);
  if (!tracker) {
    tracker = new ExportTracker(client);
    trackers.set(client, tracker);
  }
  return tracker;
}
