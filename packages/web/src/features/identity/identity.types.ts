/** Mirrors packages/server/src/features/identity/identity.graphql (the fields the web app reads). */

export type UserProfile = {
  id: string;
  email: string;
  name: string | null;
  company: string | null;
  job_title: string | null;
  location: string | null;
  projectTeamRole: string | null;
  profileComplete: boolean;
};

export type Session = {
  accessToken: string;
  /** ISO 8601; the token stops being accepted then. */
  accessTokenExpiresAt: string;
  user: UserProfile;
};

export type SignInChallenge = 'NEW_PASSWORD_REQUIRED';

export type SignInResult = {
  session: Session | null;
  challenge: SignInChallenge | null;
  challengeToken: string | null;
};

export type CodeSent = { email: string; codeExpiresInSeconds: number };

/** The profile fields the account page edits (logo and picture wait for uploads). */
export type UpdateUserProfileInput = Partial<
  Pick<UserProfile, 'name' | 'company' | 'job_title' | 'location' | 'projectTeamRole'>
>;

/** What a white-label sign-in page shows of a workspace (getWorkspaceBranding). */
export type WorkspaceBranding = {
  id: string;
  name: string;
  logo: { url: string; thumbnails: { medium: string | null } } | null;
};
