/** Sign-in and account messages; those the spec quotes are verbatim. */
export const identityMessages = {
  incorrectCredentials: 'Incorrect username or password.',
  userNotConfirmed: 'User is not confirmed.',
  incorrectPassword: 'Incorrect password',
  invalidEmail: 'Please enter a valid email address.',
  accountExists: 'An account with this email already exists.',
  invalidCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sortingModeNotOffered: 'Please provide right sorting order type',
  tooManyAttempts: (waitSeconds: number) =>
    `Too many attempts. Please try again in ${formatWait(waitSeconds)}.`,
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
