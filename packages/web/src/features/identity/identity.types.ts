/** The identity API as the web reads it: aliases of the types generated from its documents. */
import type {
  GetWorkspaceBrandingQuery,
  SessionFieldsFragment,
  UserProfileFieldsFragment,
} from '../../graphql/graphql.ts';

export type UserProfile = UserProfileFieldsFragment;

/** The signed-in session; `accessTokenExpiresAt` is ISO 8601, when the token stops being accepted. */
export type Session = SessionFieldsFragment;

/** What a white-label sign-in page shows of a workspace (getWorkspaceBranding). */
export type WorkspaceBranding = NonNullable<GetWorkspaceBrandingQuery['getWorkspaceBranding']>;
