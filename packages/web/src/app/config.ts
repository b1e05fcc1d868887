/** Settings of the web app, fixed at build time through VITE_* variables. */

export const appConfig = {
  /** Shown behind Contact Us; without it the button is not offered. */
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL?.trim() || undefined,
} as const;
