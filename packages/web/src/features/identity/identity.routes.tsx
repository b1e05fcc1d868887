import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../app/routing/lazyRoute.ts';
import { identityPaths } from './identity.paths.ts';

/**
 * Sign-in and sign-up (and the new-password step of a sign-in): a signed-in user is sent on to
 * the onboarding route. Mount under `<RouteGuard area="signed-out-only" />`.
 */
export const signInRoutes: RouteObject[] = [
  {
    path: identityPaths.login,
    handle: { name: 'login', title: 'Sign in' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/LoginPage.tsx')).LoginPage,
    })),
  },
  {
    path: identityPaths.signUp,
    handle: { name: 'sign-up', title: 'Create your account' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/SignUpPage.tsx')).SignUpPage,
    })),
  },
  {
    path: identityPaths.completeNewPassword,
    handle: { name: 'complete-new-password', title: 'Set a new password' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/CompleteNewPasswordPage.tsx')).CompleteNewPasswordPage,
    })),
  },
  {
    // Sign-in branded with the workspace of the `workspaceId` query; its users land on personal info.
    path: identityPaths.whiteLabel,
    handle: { name: 'white-label', title: 'Sign in' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/WhiteLabelPages.tsx')).WhiteLabelLoginPage,
    })),
  },
];

/** Code confirmation and password reset: open to anyone. Mount under `area="public"`. */
export const accountRecoveryRoutes: RouteObject[] = [
  {
    path: identityPaths.confirmSignUp,
    handle: { name: 'confirm-sign-up', title: 'Confirm your email' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/ConfirmSignUpPage.tsx')).ConfirmSignUpPage,
    })),
  },
  {
    path: identityPaths.resetPassword,
    handle: { name: 'reset-password', title: 'Reset your password' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/ResetPasswordPage.tsx')).ResetPasswordPage,
    })),
  },
  {
    path: identityPaths.confirmResetPassword,
    handle: { name: 'confirm-reset-password', title: 'Set a new password' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/ConfirmResetPasswordPage.tsx')).ConfirmResetPasswordPage,
    })),
  },
  {
    path: identityPaths.whiteLabelForgot,
    handle: { name: 'white-label-forgot', title: 'Reset your password' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/WhiteLabelPages.tsx')).WhiteLabelForgotPage,
    })),
  },
  {
    path: identityPaths.whiteLabelReset,
    handle: { name: 'white-label-reset', title: 'Set a new password' },
    lazy: lazyRoute(async () => ({
      Component: (await import('./sign-in/WhiteLabelPages.tsx')).WhiteLabelResetPage,
    })),
  },
];

const accountHandle = { name: 'account', title: 'Account' };

/** The account screen. Mount under `area="signed-in"`. */
export const accountRoutes: RouteObject[] = [
  {
    path: identityPaths.account,
    handle: accountHandle,
    element: <Navigate to={identityPaths.personalInfo} replace />,
  },
  {
    path: `${identityPaths.account}/:field`,
    handle: accountHandle,
    lazy: lazyRoute(async () => ({
      Component: (await import('./account/AccountPage.tsx')).AccountPage,
    })),
  },
];
