import { defaultProjectPermissionType, isProjectPermissionType } from '@specboard/domain';
import { readTypedEmails } from './invitees.ts';
import type { InvitePrefill } from './sharing.types.ts';

/** The query parameters that open the share dialog pre-filled (spec 000 §2). */
export const inviteLinkParams = ['action', 'email', 'type'] as const;

/**
 * Reads `?action=invite&email=a@x.com,b@y.com&type=editor`: the addresses (entries that are not
 * addresses dropped) and the role, viewer when missing or unknown. Null without action=invite.
 */
export function readInviteLink(params: URLSearchParams): InvitePrefill | null {
  if (params.get('action') !== 'invite') return null;
  const type = params.get('type') ?? '';
  return {
    invitees: readTypedEmails(params.get('email') ?? '').invitees,
    type: isProjectPermissionType(type) ? type : defaultProjectPermissionType,
  };
}

/** The address without the invite link's parameters. */
export function withoutInviteLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of inviteLinkParams) next.delete(name);
  return next;
}
