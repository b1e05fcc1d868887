export type SnackbarColor = 'success' | 'info' | 'warning' | 'error';

export type SnackbarAction = { label: string; onClick: () => void };

export type SnackbarOptions = {
  /** Showing a snackbar with the id of one already queued replaces it instead of adding another. */
  id?: string;
  title?: string;
  text: string;
  color?: SnackbarColor;
  /** Milliseconds before it closes by itself; `null` keeps it until it is dismissed. */
  timeout?: number | null;
  action?: SnackbarAction;
  /** A second choice beside `action` (Keep theirs beside Keep mine). */
  secondaryAction?: SnackbarAction;
  /** Whether the user may close it; a message that must stay (offline) sets false. */
  closable?: boolean;
  dataTest?: string;
};

export type SnackbarEntry = Required<Pick<SnackbarOptions, 'id' | 'text' | 'color' | 'closable'>> &
  Omit<SnackbarOptions, 'id' | 'text' | 'color' | 'closable' | 'timeout'> & {
    timeout: number | null;
    /** Bumped on replacement so the replaced snackbar's timer starts again. */
    revision: number;
  };

export type SnackbarApi = {
  /** Queues a snackbar and returns its id. */
  show: (options: SnackbarOptions) => string;
  dismiss: (id: string) => void;
};

/** Spec: snackbars last 5000 ms unless a caller says otherwise (the project area uses 3000). */
export const DEFAULT_SNACKBAR_TIMEOUT_MS = 5000;
export const PROJECT_AREA_SNACKBAR_TIMEOUT_MS = 3000;
/** How many snackbars are on screen at once; the rest wait in the queue. */
export const MAX_VISIBLE_SNACKBARS = 3;
