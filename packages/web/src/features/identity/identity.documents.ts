import { graphql } from '../../graphql/index.ts';

export const USER_PROFILE_FIELDS = graphql(`
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
`);

export const SESSION_FIELDS = graphql(`
  fragment SessionFields on Session {
    accessToken
    accessTokenExpiresAt
    user {
      ...UserProfileFields
    }
  }
`);

export const SIGN_IN_MUTATION = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      session {
        ...SessionFields
      }
      challenge
      challengeToken
    }
  }
`);

export const SIGN_UP_MUTATION = graphql(`
  mutation SignUp($email: String!, $password: String!, $name: String) {
    signUp(email: $email, password: $password, name: $name) {
      email
      codeExpiresInSeconds
    }
  }
`);

export const VERIFY_EMAIL_MUTATION = graphql(`
  mutation VerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code)
  }
`);

export const RESEND_SIGN_UP_CODE_MUTATION = graphql(`
  mutation ResendSignUpCode($email: String!) {
    resendSignUpCode(email: $email) {
      email
      codeExpiresInSeconds
    }
  }
`);

export const COMPLETE_NEW_PASSWORD_MUTATION = graphql(`
  mutation CompleteNewPassword($challengeToken: String!, $newPassword: String!) {
    completeNewPassword(challengeToken: $challengeToken, newPassword: $newPassword) {
      ...SessionFields
    }
  }
`);

export const REFRESH_SESSION_MUTATION = graphql(`
  mutation RefreshSession {
    refreshSession {
      ...SessionFields
    }
  }
`);

export const SIGN_OUT_MUTATION = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($email: String!) {
    resetPassword(email: $email) {
      email
      codeExpiresInSeconds
    }
  }
`);

export const CONFIRM_RESET_PASSWORD_MUTATION = graphql(`
  mutation ConfirmResetPassword($email: String!, $code: String!, $newPassword: String!) {
    confirmResetPassword(email: $email, code: $code, newPassword: $newPassword)
  }
`);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      ...SessionFields
    }
  }
`);

export const UPDATE_USER_PROFILE_MUTATION = graphql(`
  mutation UpdateUserProfile($input: UpdateUserProfileInput!) {
    updateUserProfile(input: $input) {
      ...UserProfileFields
    }
  }
`);

export const GET_ONBOARDING_ROUTE_QUERY = graphql(`
  query GetOnboardingRoute($input: OnboardingRouteInput) {
    getOnboardingRoute(input: $input)
  }
`);

/** Readable without signing in; null for an unknown (or personal, or archived) workspace. */
export const GET_WORKSPACE_BRANDING_QUERY = graphql(`
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
`);
