/** The web page Procore's sign-in returns to: it hands the code to connectProcoreAccount. */
export const procoreCallbackRoute = '/procore/callback';

/** What people read about the Procore integration (seed 000 section 7, seed 001 sections 3 and 7). */
export const procoreMessages = {
  notConfigured: 'Procore is not configured on this server.',
  accountNotFound: 'This Procore account is not connected. Connect it again.',
  /** The OAuth state was forged, altered, meant for someone else or older than 10 minutes. */
  stateNotValid:
    'This Procore sign-in link is not valid or has expired. Start connecting your account again.',
  /** Procore refused to hand out tokens for the code, or the person declined. */
  signInRefused: 'Procore did not complete the sign-in. Start connecting your account again.',
  /** The refresh token was refused: only a new sign-in helps. */
  reconnect: 'Procore no longer accepts this account. Disconnect it and connect it again.',
  /** Procore answered with an error we cannot fix for the person. */
  requestFailed: (status: number) =>
    `Procore answered with an error (${status}). Please try again later.`,
  unreachable: 'Procore could not be reached. Please try again later.',
  notFoundThere: 'Procore could not find this company, project or folder.',
  forbiddenThere: 'Your Procore account may not do this in this company, project or folder.',
  /** The callback page's title and words, for the window the sign-in opened. */
  connecting: 'Connecting your Procore account…',
  connectedTitle: 'Procore connected',
  connected: 'Your Procore account is connected. You can close this window.',
  notConnectedTitle: 'Procore not connected',
} as const;
