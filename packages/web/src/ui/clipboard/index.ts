export { CLIPBOARD_BLOCKED_MESSAGE, CLIPBOARD_BLOCKED_TIMEOUT_MS } from './clipboard-messages.ts';
