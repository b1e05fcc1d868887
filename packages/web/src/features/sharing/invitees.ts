import {
  limitedSharerMemberCap,
  parseEmailList,
  peopleOverMemberCap,
  projectPermissionTypes,
  projectRolesOfferedTo,
  usersLimitMessage,
} from '@specboard/domain';
import type { Invitee, ProjectPermissionType, UserSearchResult } from './sharing.types.ts';

/** The address an invitee is reached at. */
export function inviteeEmail(invitee: Invitee): string {
  return invitee.kind === 'user' ? invitee.user.email : invitee.email;
}

/** How the people field names an invitee. */
export function inviteeLabel(invitee: Invitee): string {
  return invitee.kind === 'user' ? (invitee.user.name ?? invitee.user.email) : invitee.email;
}

/** Adds invitees not chosen yet (a typed address of someone already picked counts as chosen). */
export function addInvitees(current: readonly Invitee[], added: readonly Invitee[]): Invitee[] {
  const chosen = new Set(current.map((invitee) => inviteeEmail(invitee).toLowerCase()));
  const next = [...current];
  for (const invitee of added) {
    const email = inviteeEmail(invitee).toLowerCase();
    if (chosen.has(email)) continue;
    chosen.add(email);
    next.push(invitee);
  }
  return next;
}

export const userInvitee = (user: UserSearchResult): Invitee => ({ kind: 'user', user });

/**
 * Reads addresses typed or pasted into the people field. Entries that are not addresses leave
 * the field (spec 000 §5) but are kept as `wrong`: the server decides whether they are dropped or
 * refuse the list (its e-mail checking). A list that cannot be read gives the spec's message.
 */
export function readTypedEmails(text: string): {
  invitees: Invitee[];
  wrong: string[];
  error: string | null;
} {
  const parsed = parseEmailList(text);
  if (!parsed.ok) return { invitees: [], wrong: [], error: parsed.message };
  return {
    invitees: parsed.emails.map((email): Invitee => ({ kind: 'email', email })),
    wrong: parsed.invalid,
    error: null,
  };
}

/** The roles every chosen invitee may be given (no editing roles once a Design Partner is among them). */
export function rolesOfferedToAll(invitees: readonly Invitee[]): ProjectPermissionType[] {
  return invitees.reduce<ProjectPermissionType[]>(
    (offered, invitee) => {
      const theirs = projectRolesOfferedTo(invitee.kind === 'user' ? invitee.user : {});
      return offered.filter((type) => theirs.includes(type));
    },
    [...projectPermissionTypes],
  );
}

/**
 * The users-limit message when a limited sharer's request would bring the project past its cap
 * (people on it plus the new ones), else null.
 */
export function memberCapMessage(onProject: number, added: number): string | null {
  const over = peopleOverMemberCap(onProject, added);
  return over > 0 ? usersLimitMessage(over, limitedSharerMemberCap) : null;
}
