import { composeMail } from '../../platform/mail/compose.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

const minutes = (seconds: number) => Math.round(seconds / 60);

export function signUpCodeMail(
  to: string,
  code: string,
  lifetimeSeconds: number,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/confirm-sign-up?email=${encodeURIComponent(to)}`;
  return composeMail({
    to,
    subject: [`Your Specboard confirmation code is ${code}`],
    blocks: [
      ['Welcome to Specboard.'],
      [`Your confirmation code is ${code}`],
      [
        'Enter it at ',
        { link },
        ` within ${minutes(lifetimeSeconds)} minutes to confirm your email address.`,
      ],
      ['If you did not sign up, you can ignore this message.'],
    ],
  });
}

export function resetCodeMail(
  to: string,
  code: string,
  lifetimeSeconds: number,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/confirm-reset-password?email=${encodeURIComponent(to)}`;
  return composeMail({
    to,
    subject: [`Your Specboard password reset code is ${code}`],
    blocks: [
      ['Someone asked to reset the password of your Specboard account.'],
      [`Your code is ${code}`],
      [
        'Enter it at ',
        { link },
        ` within ${minutes(lifetimeSeconds)} minutes to choose a new password.`,
      ],
      ['If it was not you, ignore this message: your password stays as it is.'],
    ],
  });
}
