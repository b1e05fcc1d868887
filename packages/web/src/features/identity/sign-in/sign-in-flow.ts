import { identityPaths, withQuery } from '../identity.paths.ts';
import type { WorkspaceBranding } from '../identity.types.ts';

type Query = Record<string, string | undefined | null>;

/** The sign-in pages a sign-in page leads to, each built with its query. */
export type SignInFlow = {
  login: (query?: Query) => string;
  resetPassword: (query?: Query) => string;
  confirmResetPassword: (query?: Query) => string;
};

/**
 * The ordinary sign-in pages, or, for a page branded with a workspace, its white-label pages
 * carrying the `workspaceId` query (first, so links read `?workspaceId=…&email=…`).
 */
export function signInFlow(branding?: WorkspaceBranding): SignInFlow {
  const workspaceId = branding?.id;
  const to =
    (path: string) =>
    (query: Query = {}) =>
      withQuery(path, { workspaceId, ...query });
  return branding
    ? {
        login: to(identityPaths.whiteLabel),
        resetPassword: to(identityPaths.whiteLabelForgot),
        confirmResetPassword: to(identityPaths.whiteLabelReset),
      }
    : {
        login: to(identityPaths.login),
        resetPassword: to(identityPaths.resetPassword),
        confirmResetPassword: to(identityPaths.confirmResetPassword),
      };
}

/** The logo to show: the medium thumbnail, else the original. */
export function brandingLogoUrl(branding: WorkspaceBranding): string | undefined {
  return branding.logo?.thumbnails.medium || branding.logo?.url || undefined;
}

/** Up to two initials of the workspace name, shown while it has no logo. */
