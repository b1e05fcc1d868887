/** Six digits, as the e-mail shows them. */
export const verificationCodeLength = 6;
export const verificationCodeLifetimeSeconds = 15 * 60;
/** Wrong guesses allowed against one code before it is spent. */
export const verificationCodeMaxAttempts = 5;

const hour = 60 * 60;

/** At most `max` attempts within a window of `windowSeconds` from the first of them. */
export type RateLimit = { max: number; windowSeconds: number };

/**
 * How often codes may be mailed to one address and guessed at. Guesses are counted per address
 * across all its codes, so that fresh codes do not bring fresh guesses: at 10 an hour, even an
 * attacker who could walk one code's whole space needs 50,000 hours (5.7 years) on average for
 * one account, however many clients share the work. (Limits per client are settings: many people
 * may share one network address.)
 */
export const codeLimits = {
  /** Codes mailed to one address (sign-up and reset alike), whoever asks. */
  mailsPerAddress: { max: 5, windowSeconds: hour },
  /** Guesses at one address's codes, right or wrong, from anywhere. */
  guessesPerAddress: { max: 10, windowSeconds: hour },
} as const satisfies Record<string, RateLimit>;

export const codeLimitWindowSeconds = hour;

/**
 * Average hours to guess a code of `length` digits at `guessesPerHour`, granting the attacker the
 * best case of trying every code once (half the space on average).
 */
export function averageHoursToGuessCode(guessesPerHour: number, length = verificationCodeLength) {
  return 10 ** length / 2 / guessesPerHour;
}

export function isWellFormedCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}
