/** In-app notifications. */
export const notificationMessages = {
  tooManyToMark: (max: number) => `Mark at most ${max} notifications at once.`,
} as const;
