import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isUpgradeReason } from '@specboard/domain';
import { readApiError } from '../identity/index.ts';

/** A server refusal: its message, and its reason (collectionCap…) when it gave one. */
export function readRefusal(error: unknown): { message: string; reason: string | null } {
  const { message } = readApiError(error);
  if (!CombinedGraphQLErrors.is(error)) return { message, reason: null };
  const reason = error.errors[0]?.extensions?.reason;
  return { message, reason: typeof reason === 'string' ? reason : null };
}

/** Whether paying lifts the refusal, so that the upgrade gate should open for it. */
export function isUpgradeRefusal(refusal: { reason: string | null }): boolean {
  return isUpgradeReason(refusal.reason);
}
