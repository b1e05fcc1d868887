import { verificationCodeLength } from '@specboard/domain';

/** Our wording where the spec quotes none. */
export const formMessages = {
  codeMalformed: `Enter the ${verificationCodeLength}-digit code from the email.`,
  emailConfirmed: 'Your email is confirmed. Please sign in.',
  passwordReset: 'Your password has been reset. Please sign in.',
  accountsMerged: 'Your accounts have been merged. Please sign in again.',
  notConfirmedYet:
    'Your email is not confirmed yet. Enter the code we sent you, or ask for a new one.',
  challengeMissing: 'This sign-in step has expired. Please sign in again.',
  codeResent: (email: string) => `We sent a new code to ${email}.`,
} as const;
