export const passwordMinLength = 8;
export const passwordMaxLength = 256;

/** What is wrong with a new password, in words a user can act on; undefined when it is fine. */
export function findPasswordProblem(password: string): string | undefined {
  if (password.length < passwordMinLength) {
    return `Password must be at least ${passwordMinLength} characters long.`;
  }
  if (password.length > passwordMaxLength) {
    return `Password must be at most ${passwordMaxLength} characters long.`;
  }
  if (!/[a-zA-Z]/.test(password) || !/[0-9]/.test(password)) {
    return 'Password must contain at least one letter and one number.';
  }
  return undefined;
}
