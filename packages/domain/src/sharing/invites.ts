import { limitedSharerMemberCap } from '../permissions/licences.ts';
import { parseEmailList } from './email-list.ts';
import { sharingMessages } from './messages.ts';

/** The feature flag under which a wrong address refuses the whole list instead of being dropped. */
export const emailErrorCheckingFlag = 'emailErrorChecking';

export type EmailEntries =
  | { ok: true; emails: string[][]; wrong: string[] }
  | { ok: false; message: string };

/**
 * Reads several typed entries, each of which may hold more than one address: `emails` gives each
 * entry's addresses (a repeat of an earlier one left out), `wrong` the entries that are not
 * addresses, which are dropped. While e-mail checking is on, any wrong entry refuses the whole
 * list instead, naming them.
 */
export function readEmailEntries(entries: readonly string[], emailChecking: boolean): EmailEntries {
  const seen = new Set<string>();
  const emails: string[][] = [];
  const wrong: string[] = [];
  for (const entry of entries) {
    const parsed = parseEmailList(entry);
    if (!parsed.ok) return parsed;
    emails.push(parsed.emails.filter((email) => !seen.has(email)));
    for (const email of parsed.emails) seen.add(email);
    wrong.push(...parsed.invalid);
  }
  if (emailChecking && wrong.length > 0) {
    return { ok: false, message: sharingMessages.wrongEmails(wrong) };
  }
  return { ok: true, emails, wrong };
}

/**
 * How many people a limited sharer's request would have to leave out to keep the project within
 * the member cap: 0 when the people already on it plus the new ones fit.
 */
export function peopleOverMemberCap(current: number, added: number): number {
  return Math.max(0, current + added - limitedSharerMemberCap);
}

/** The longest message an inviter may send with an invitation. */
export const inviteMessageMaxLength = 2000;

/**
 * The inviter's own words sent with an invitation: trimmed, none when blank, refused (with the
 * message to say) when longer than inviteMessageMaxLength.
 */
export function readInviteMessage(
  text: string | null | undefined,
): { ok: true; text: string | null } | { ok: false; message: string } {
  const trimmed = text?.trim() || null;
  if (trimmed && trimmed.length > inviteMessageMaxLength) {
    return { ok: false, message: sharingMessages.emailMessageTooLong(inviteMessageMaxLength) };
  }
  return { ok: true, text: trimmed };
}
