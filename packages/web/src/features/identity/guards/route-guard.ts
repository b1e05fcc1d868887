import { isProfileComplete, normalizeEmail } from '@specboard/domain';
import { identityPaths, withQuery } from '../identity.paths.ts';
import type { SessionState } from '../session/session-manager.ts';

/**
 * Which part of the app a route belongs to: pages that need a signed-in user, the sign-in and
 * sign-up pages (a signed-in user is sent on), and pages open to anyone.
 */
export type GuardArea = 'signed-in' | 'signed-out-only' | 'public';

export type GuardLocation = { pathname: string; search: string; hash: string };

/** What the guards know besides the session: kept in sessionStorage (route-storage.ts). */
export type GuardContext = {
  /** The workspace whose white-label page this tab's user signed in through. */
  whiteLabelWorkspaceId?: string;
};

export type GuardDecision =
  /** Show the page. */
  | { kind: 'allow' }
  /** The session is not known yet (start-up): show a loader. */
  | { kind: 'wait' }
  /**
   * Go elsewhere, first remembering `rememberRoute` as the previous route when given, or
   * forgetting the previous route with `forgetRoute` (a sign-in that does not lead to it).
   */
  | { kind: 'redirect'; to: string; rememberRoute?: string; forgetRoute?: boolean }
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
 * Spec 001 §2, 'White-label users go to the personal-info account page': where a user signed in
 * on a white-label page (or in a white-label session) lands, instead of the onboarding route.
 */
export const whiteLabelRules = {
  signInPage: identityPaths.whiteLabel,
  landing: identityPaths.personalInfo,
} as const;

/** Whether a signed-in user on a sign-in page came through white-label. */
export function isWhiteLabelSignIn(location: GuardLocation, context: GuardContext = {}): boolean {
  return location.pathname === whiteLabelRules.signInPage || Boolean(context.whiteLabelWorkspaceId);
}

/**
 * Where a signed-out user asking for a signed-in page is sent: sign-in carrying `forcepay` (from
 * the query, or on the payment route), sign-up for a follow action, else sign-in (the white-label
 * page of a white-label session).
 */
export function getSignInRedirect(location: GuardLocation, context: GuardContext = {}): string {
  const params = new URLSearchParams(location.search);
  if (params.has('forcepay') || location.pathname === identityPaths.payment) {
    return withQuery(identityPaths.login, { forcepay: params.get('forcepay') || 'true' });
  }
  if (params.get('action') === 'follow') {
    return withQuery(identityPaths.signUp, { email: params.get('email') });
  }
  if (context.whiteLabelWorkspaceId) {
    return withQuery(whiteLabelRules.signInPage, { workspaceId: context.whiteLabelWorkspaceId });
  }
  return identityPaths.login;
}

/** The route guards of spec 001 §2, as one pure decision. */
export function decideRoute(
  area: GuardArea,
  location: GuardLocation,
  state: SessionState,
  context: GuardContext = {},
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
    const to = getSignInRedirect(location, context);
    return state.reason === 'signed-out'
      ? { kind: 'redirect', to }
      : { kind: 'redirect', to, rememberRoute: route };
  }

  if (area === 'signed-out-only') {
    return isWhiteLabelSignIn(location, context)
      ? { kind: 'redirect', to: whiteLabelRules.landing, forgetRoute: true }
      : { kind: 'onboard' };
  }
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
