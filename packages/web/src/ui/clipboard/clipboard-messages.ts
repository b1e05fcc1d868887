/** Spec 000 §8: the browser blocked the clipboard; the message stays 5 s. */
export const CLIPBOARD_BLOCKED_MESSAGE =
  'Your browser blocked access to the clipboard. Use Ctrl+C and Ctrl+V (⌘C and ⌘V on a Mac), or allow clipboard access for this site.';
export const CLIPBOARD_BLOCKED_TIMEOUT_MS = 5000;
