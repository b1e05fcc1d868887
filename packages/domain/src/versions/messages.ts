/** The schedule's versions. */
export const versionMessages = {
  notFound: 'Version not found.',
} as const;
