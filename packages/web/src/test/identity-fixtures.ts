import type { Session, UserProfile } from '../features/identity/index.ts';
import type { SessionState } from '../features/identity/session/session-manager.ts';

/** A user whose profile is complete, as the server sends it (with __typename). */
export function sampleUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    __typename: 'UserProfile',
    id: 'user-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    job_title: 'Lighting designer',
    location: 'London',
    projectTeamRole: 'Lighting Designer',
    profileComplete: true,
    ...overrides,
  } as UserProfile;
}

/** A session whose access token is good for 15 minutes. */
export function sampleSession(user: UserProfile = sampleUser(), token = 'access-1'): Session {
  return {
    __typename: 'Session',
    accessToken: token,
    accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    user,
  } as Session;
}

/** The state of a signed-in session, for createTestServer's `session` option. */
export function signedIn(user: UserProfile = sampleUser()): SessionState {
  return { status: 'signed-in', session: sampleSession(user) };
}
