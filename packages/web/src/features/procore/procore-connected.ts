// The sign-in window tells the dialog in the window that opened it, whatever Procore's pages did
// to window.opener on the way, and without waiting for the person to click back into it.
const channelName = 'specboard:procore-accounts';

/** Tells the app's other windows that a Procore account was just connected. */
export function announceProcoreConnected() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('connected');
  channel.close();
}

/** Calls `onConnected` each time another window connects an account; answers how to stop. */
export function onProcoreConnected(onConnected: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = () => onConnected();
  return () => channel.close();
}
