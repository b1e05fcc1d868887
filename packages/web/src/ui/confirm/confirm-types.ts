export type ConfirmOptions = {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button as a destructive action. */
  destructive?: boolean;
};

/** Asks the user; resolves true when they confirm, false when they cancel or dismiss. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;
