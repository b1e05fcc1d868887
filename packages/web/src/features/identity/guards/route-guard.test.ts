import { describe, expect, it } from 'vitest';
import { sampleSession, sampleUser } from '../../../test/identity-fixtures.ts';
import type { SessionState } from '../session/session-manager.ts';
import {
  decideRoute,
  findPreSignUpFailure,
  findSharedAccessToken,
  type GuardLocation,
  whiteLabelRules,
} from './route-guard.ts';

const at = (url: string): GuardLocation => {
  const parsed = new URL(url, 'https://specboard.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

const signedOut: SessionState = { status: 'signed-out', reason: 'none' };
const expired: SessionState = { status: 'signed-out', reason: 'expired' };
const afterSignOut: SessionState = { status: 'signed-out', reason: 'signed-out' };
const signedIn: SessionState = { status: 'signed-in', session: sampleSession() };
const incomplete: SessionState = {
  status: 'signed-in',
  session: sampleSession(sampleUser({ company: null, profileComplete: false })),
};

describe('route guards for signed-in pages', () => {
  it('waits while the session is not known yet', () => {
    expect(decideRoute('signed-in', at('/status'), { status: 'unknown' })).toEqual({
      kind: 'wait',
    });
  });

  it('sends signed-out users to login, remembering the route with its query', () => {
    expect(decideRoute('signed-in', at('/status?tab=2'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberRoute: '/status?tab=2',
    });
  });

  it('remembers the route when the session expired', () => {
    expect(decideRoute('signed-in', at('/account/security'), expired)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberRoute: '/account/security',
    });
  });

  it('does not remember the route after an explicit sign-out', () => {
    expect(decideRoute('signed-in', at('/status'), afterSignOut)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('carries a forcepay query to login', () => {
    expect(decideRoute('signed-in', at('/status?forcepay=premium'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?forcepay=premium',
      rememberRoute: '/status?forcepay=premium',
    });
  });

  it('carries forcepay to login from the payment route', () => {
    expect(decideRoute('signed-in', at('/payment'), signedOut)).toMatchObject({
      kind: 'redirect',
      to: '/login?forcepay=true',
      rememberRoute: '/payment',
    });
  });

  it('sends a follow action to sign-up', () => {
    expect(decideRoute('signed-in', at('/collection/7?action=follow'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/sign-up',
      rememberRoute: '/collection/7?action=follow',
    });
    expect(
      decideRoute('signed-in', at('/collection/7?action=follow&email=a%40b.com'), signedOut),
    ).toMatchObject({ to: '/sign-up?email=a%40b.com' });
  });

  it('lets a signed-in user with a complete profile in', () => {
    expect(decideRoute('signed-in', at('/status'), signedIn)).toEqual({ kind: 'allow' });
  });

  it('sends an incomplete profile to personal info, remembering where the user was going', () => {
    expect(decideRoute('signed-in', at('/status?x=1'), incomplete)).toEqual({
      kind: 'redirect',
      to: '/account/personal-info',
      rememberRoute: '/status?x=1',
    });
    expect(decideRoute('signed-in', at('/account/security'), incomplete)).toEqual({
      kind: 'redirect',
      to: '/account/personal-info',
    });
    expect(decideRoute('signed-in', at('/account/personal-info'), incomplete)).toEqual({
      kind: 'allow',
    });
  });
});

describe('route guards for sign-in pages', () => {
  it('shows login and sign-up to signed-out users', () => {
    expect(decideRoute('signed-out-only', at('/login'), signedOut)).toEqual({ kind: 'allow' });
    expect(decideRoute('signed-out-only', at('/sign-up'), expired)).toEqual({ kind: 'allow' });
  });

  it('sends signed-in users on to their onboarding route', () => {
    expect(decideRoute('signed-out-only', at('/login'), signedIn)).toEqual({ kind: 'onboard' });
    expect(decideRoute('signed-out-only', at('/sign-up'), incomplete)).toEqual({
      kind: 'onboard',
    });
  });

  it('leaves public pages open to everyone', () => {
    expect(decideRoute('public', at('/reset-password'), signedOut)).toEqual({ kind: 'allow' });
    expect(decideRoute('public', at('/confirm-sign-up'), signedIn)).toEqual({ kind: 'allow' });
  });
});

describe('route guards for white-label users', () => {
  const whiteLabelSession = { whiteLabelWorkspaceId: 'ws-1' };

  it('keeps the spec rule as data: white-label users go to personal info', () => {
    expect(whiteLabelRules).toEqual({
      signInPage: '/white-label',
      landing: '/account/personal-info',
    });
  });

  it('shows the white-label page to signed-out users', () => {
    expect(decideRoute('signed-out-only', at('/white-label?workspaceId=ws-1'), signedOut)).toEqual({
      kind: 'allow',
    });
  });

  it('sends a white-label sign-in to personal info instead of the onboarding route', () => {
    for (const state of [signedIn, incomplete]) {
      expect(decideRoute('signed-out-only', at('/white-label?workspaceId=ws-1'), state)).toEqual({
        kind: 'redirect',
        to: '/account/personal-info',
        forgetRoute: true,
      });
    }
  });

  it('sends a signed-in user of a white-label session to personal info from any sign-in page', () => {
    for (const path of ['/login', '/sign-up', '/complete-new-password']) {
      expect(decideRoute('signed-out-only', at(path), signedIn, whiteLabelSession)).toEqual({
        kind: 'redirect',
        to: '/account/personal-info',
        forgetRoute: true,
      });
    }
    expect(decideRoute('signed-out-only', at('/login'), signedIn, {})).toEqual({ kind: 'onboard' });
  });

  it('lets a white-label session use the app like any other', () => {
    expect(decideRoute('signed-in', at('/status'), signedIn, whiteLabelSession)).toEqual({
      kind: 'allow',
    });
  });

  it('sends a signed-out white-label session back to its white-label page', () => {
    expect(decideRoute('signed-in', at('/status'), afterSignOut, whiteLabelSession)).toEqual({
      kind: 'redirect',
      to: '/white-label?workspaceId=ws-1',
    });
    expect(decideRoute('signed-in', at('/status'), expired, whiteLabelSession)).toEqual({
      kind: 'redirect',
      to: '/white-label?workspaceId=ws-1',
      rememberRoute: '/status',
    });
  });

  it('still carries forcepay and follow actions to their own pages', () => {
    expect(
      decideRoute('signed-in', at('/status?forcepay=premium'), signedOut, whiteLabelSession),
    ).toMatchObject({ to: '/login?forcepay=premium' });
    expect(
      decideRoute('signed-in', at('/collection/7?action=follow'), signedOut, whiteLabelSession),
    ).toMatchObject({ to: '/sign-up' });
  });
});

describe('pre-sign-up failure', () => {
  it.each([
    '/#error_description=PreSignUp+failed+with+error+ada%40example.com+exists.&error=invalid_request',
    '/status#error_description=PreSignUp%20failed&email=Ada%40Example.com',
    '/login?error_description=PreSignUp+failed+with+error+ada%40example.com.',
    '/#presignup-failed&email=ada%40example.com',
  ])('goes to login with the merged flag and the e-mail from %s', (url) => {
    for (const area of ['signed-in', 'signed-out-only', 'public'] as const) {
      expect(decideRoute(area, at(url), signedOut)).toEqual({
        kind: 'redirect',
        to: '/login?merged=true&email=ada%40example.com',
      });
    }
  });

  it('goes to login with only the merged flag when no e-mail is given', () => {
    expect(findPreSignUpFailure(at('/#presignup-failed'))).toEqual({});
    expect(decideRoute('signed-in', at('/#presignup-failed'), signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?merged=true',
    });
  });

  it('ignores other errors and hashes', () => {
    expect(findPreSignUpFailure(at('/#error_description=Something+else'))).toBeUndefined();
    expect(findPreSignUpFailure(at('/status#section-2'))).toBeUndefined();
  });
});

describe('shared access token', () => {
  it('reads the accessToken query value', () => {
    expect(findSharedAccessToken('?accessToken=abc123&x=1')).toBe('abc123');
    expect(findSharedAccessToken('?x=1')).toBeUndefined();
  });
});
