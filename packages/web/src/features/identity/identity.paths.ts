import { projectsRoute } from '@specboard/domain';

/** Paths of the sign-in side; the spec's route names are in identity.routes.tsx. */
export const identityPaths = {
  login: '/login',
  signUp: '/sign-up',
  confirmSignUp: '/confirm-sign-up',
  resetPassword: '/reset-password',
  confirmResetPassword: '/confirm-reset-password',
  completeNewPassword: '/complete-new-password',
  whiteLabel: '/white-label',
  whiteLabelForgot: '/white-label-forgot',
  whiteLabelReset: '/white-label-reset',
  account: '/account',
  personalInfo: '/account/personal-info',
  security: '/account/security',
  payment: '/payment',
  projects: projectsRoute,
} as const;

/** A path with a query built from the defined values only. */
export function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
