import { isProfileComplete, normalizeEmail } from '@specboard/domain';
import { identityPaths, withQuery } from '../identity.paths.ts';
import type { SessionState } from '../session/session-manager.ts';

/**
 * Which part of the app a route belongs to: pages that need a signed-in user, the sign-in and
 * sign-up pages (a signed-in user is sent on), and pages open to anyone.
 */
export type GuardArea = 'signed-in' | 'signed-out-only' | 'public';

export type GuardLocation = { pathname: string; search: string; hash: string };

export type GuardDecision =
  /** Show the page. */
  | { kind: 'allow' }
  /** The session is not known yet (start-up): show a loader. */
  | { kind: 'wait' }
  /** Go elsewhere, first remembering `rememberRoute` as the previous route when given. */
  | { kind: 'redirect'; to: string; rememberRoute?: string }
  /** A signed-in user on a sign-in page: ask the server for the onboarding route and go there. */
  | { kind: 'onboard' };

const emailInText = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/i;

/**
 * A failed pre-sign-up check, as the identity provider reports it on its way back to the app.
 * Two forms are understood, in the hash or the query:
 * - `error_description=…PreSignUp…` (the provider's own form; the e-mail is read from an `email`
 *   parameter or from the description text);
 * - `presignup-failed&email=…` (ours).
 */
export function findPreSignUpFailure(location: GuardLocation): { email?: string } | undefined {
  for (const part of [location.hash, location.search]) {
    const params = new URLSearchParams(part.replace(/^[#?]/, ''));
    const description = params.get('error_description');
    if (params.has('presignup-failed') || (description && /pre\s*sign\s*up/i.test(description))) {
      const email = params.get('email') ?? description?.match(emailInText)?.[0];
      return email ? { email: normalizeEmail(email) } : {};
    }
  }
  return undefined;
}

/** An `accessToken` query value to keep for shared links. */
export function findSharedAccessToken(search: string): string | undefined {
  return new URLSearchParams(search).get('accessToken') || undefined;
}

/**
 * Where a signed-out user asking for a signed-in page is sent: sign-in carrying `forcepay` (from
 * the query, or on the payment route), sign-up for a follow action, else sign-in.
 */
export function getSignInRedirect(location: GuardLocation): string {
  const params = new URLSearchParams(location.search);
  if (params.has('forcepay') || location.pathname === identityPaths.payment) {
    return withQuery(identityPaths.login, { forcepay: params.get('forcepay') || 'true' });
  }
  if (params.get('action') === 'follow') {
    return withQuery(identityPaths.signUp, { email: params.get('email') });
  }
  return identityPaths.login;
}

/** The route guards of spec 001 §2, as one pure decision. */
export function decideRoute(
  area: GuardArea,
  location: GuardLocation,
  state: SessionState,
): GuardDecision {
  if (state.status === 'unknown') return { kind: 'wait' };
  const route = `${location.pathname}${location.search}`;

  if (state.status === 'signed-out') {
    const preSignUpFailure = findPreSignUpFailure(location);
    if (preSignUpFailure) {
      return {
        kind: 'redirect',
        to: withQuery(identityPaths.login, { merged: 'true', email: preSignUpFailure.email }),
      };
    }
    if (area !== 'signed-in') return { kind: 'allow' };
    // After an explicit sign-out the next person to sign in starts afresh.
    return state.reason === 'signed-out'
      ? { kind: 'redirect', to: getSignInRedirect(location) }
      : { kind: 'redirect', to: getSignInRedirect(location), rememberRoute: route };
  }

  if (area === 'signed-out-only') return { kind: 'onboard' };
  if (
    area === 'signed-in' &&
    location.pathname !== identityPaths.personalInfo &&
    !isProfileComplete(state.session.user)
  ) {
    // Remembered so that completing the profile leads on to where the user was going.
    return location.pathname.startsWith(`${identityPaths.account}/`) ||
      location.pathname === identityPaths.account
      ? { kind: 'redirect', to: identityPaths.personalInfo }
      : { kind: 'redirect', to: identityPaths.personalInfo, rememberRoute: route };
  }
  return { kind: 'allow' };
}
