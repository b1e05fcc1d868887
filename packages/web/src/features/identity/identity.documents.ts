import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CodeSent,
  Session,
  SignInResult,
  UpdateUserProfileInput,
  UserProfile,
  WorkspaceBranding,
} from './identity.types.ts';

// Hand-typed until GraphQL Code Generator produces typed client documents.

const USER_PROFILE_FIELDS = gql`
  fragment UserProfileFields on UserProfile {
    id
    email
    name
    company
    job_title
    location
    projectTeamRole
    profileComplete
  }
`;

const SESSION_FIELDS = gql`
  fragment SessionFields on Session {
    accessToken
    accessTokenExpiresAt
    user {
      ...UserProfileFields
    }
  }
  ${USER_PROFILE_FIELDS}
`;

export const SIGN_IN_MUTATION: TypedDocumentNode<
  { signIn: SignInResult },
  { email: string; password: string }
> = gql`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      session {
        ...SessionFields
      }
      challenge
      challengeToken
    }
  }
  ${SESSION_FIELDS}
`;

export const SIGN_UP_MUTATION: TypedDocumentNode<
  { signUp: CodeSent },
  { email: string; password: string; name?: string }
> = gql`
  mutation SignUp($email: String!, $password: String!, $name: String) {
    signUp(email: $email, password: $password, name: $name) {
      email
      codeExpiresInSeconds
    }
  }
`;

export const VERIFY_EMAIL_MUTATION: TypedDocumentNode<
  { verifyEmail: boolean },
  { email: string; code: string }
> = gql`
  mutation VerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code)
  }
`;

export const RESEND_SIGN_UP_CODE_MUTATION: TypedDocumentNode<
  { resendSignUpCode: CodeSent },
  { email: string }
> = gql`
  mutation ResendSignUpCode($email: String!) {
    resendSignUpCode(email: $email) {
      email
      codeExpiresInSeconds
    }
  }
`;

export const COMPLETE_NEW_PASSWORD_MUTATION: TypedDocumentNode<
  { completeNewPassword: Session },
  { challengeToken: string; newPassword: string }
> = gql`
  mutation CompleteNewPassword($challengeToken: String!, $newPassword: String!) {
    completeNewPassword(challengeToken: $challengeToken, newPassword: $newPassword) {
      ...SessionFields
    }
  }
  ${SESSION_FIELDS}
`;

export const REFRESH_SESSION_MUTATION: TypedDocumentNode<{ refreshSession: Session }> = gql`
  mutation RefreshSession {
    refreshSession {
      ...SessionFields
    }
  }
  ${SESSION_FIELDS}
`;

export const SIGN_OUT_MUTATION: TypedDocumentNode<{ signOut: boolean }> = gql`
  mutation SignOut {
    signOut
  }
`;

export const RESET_PASSWORD_MUTATION: TypedDocumentNode<
  { resetPassword: CodeSent },
  { email: string }
> = gql`
  mutation ResetPassword($email: String!) {
    resetPassword(email: $email) {
      email
      codeExpiresInSeconds
    }
  }
`;

export const CONFIRM_RESET_PASSWORD_MUTATION: TypedDocumentNode<
  { confirmResetPassword: boolean },
  { email: string; code: string; newPassword: string }
> = gql`
  mutation ConfirmResetPassword($email: String!, $code: String!, $newPassword: String!) {
    confirmResetPassword(email: $email, code: $code, newPassword: $newPassword)
  }
`;

export const CHANGE_PASSWORD_MUTATION: TypedDocumentNode<
  { changePassword: Session },
  { currentPassword: string; newPassword: string }
> = gql`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      ...SessionFields
    }
  }
  ${SESSION_FIELDS}
`;

export const UPDATE_USER_PROFILE_MUTATION: TypedDocumentNode<
  { updateUserProfile: UserProfile },
  { input: UpdateUserProfileInput }
> = gql`
  mutation UpdateUserProfile($input: UpdateUserProfileInput!) {
    updateUserProfile(input: $input) {
      ...UserProfileFields
    }
  }
  ${USER_PROFILE_FIELDS}
`;

export const GET_ONBOARDING_ROUTE_QUERY: TypedDocumentNode<
  { getOnboardingRoute: string },
  { input: { storedRoute?: string | null } }
> = gql`
  query GetOnboardingRoute($input: OnboardingRouteInput) {
    getOnboardingRoute(input: $input)
  }
`;

/** Readable without signing in; null for an unknown (or personal, or archived) workspace. */
export const GET_WORKSPACE_BRANDING_QUERY: TypedDocumentNode<
  { getWorkspaceBranding: WorkspaceBranding | null },
  { workspaceId: string }
> = gql`
  query GetWorkspaceBranding($workspaceId: ID!) {
    getWorkspaceBranding(workspaceId: $workspaceId) {
      id
      name
      logo {
        url
        thumbnails {
          medium
        }
      }
    }
  }
`;
