/** Six digits, as the e-mail shows them. */
export const verificationCodeLength = 6;
export const verificationCodeLifetimeSeconds = 15 * 60;
/** Wrong guesses allowed against one code before it is spent. */
export const verificationCodeMaxAttempts = 5;

export function isWellFormedCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}
