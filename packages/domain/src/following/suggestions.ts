import { followingMessages } from './messages.ts';

/** How many addresses one suggestCollection call may name. */
export const maxSuggestionEmails = 50;

export type SuggestionStatus = 'active' | 'ignored' | 'copied' | 'followed';

/** One address's answer to suggestCollection. */
export type SuggestionOutcome = {
  email: string;
  suggested: boolean;
  errorType: string | null;
  message: string | null;
};

/**
 * What happens for one address: refused to oneself, refused with 'Suggestion Exists' while an
 * active suggestion names them (unless `force`), else suggested.
 */
export function suggestionOutcome(input: {
  email: string;
  suggesterEmail: string;
  activeExists: boolean;
  force: boolean;
}): SuggestionOutcome {
  const { email } = input;
  if (email === input.suggesterEmail.toLowerCase()) {
    return {
      email,
      suggested: false,
      errorType: followingMessages.suggestToSelfType,
      message: followingMessages.suggestToSelf(email),
    };
  }
  if (input.activeExists && !input.force) {
    return {
      email,
      suggested: false,
      errorType: followingMessages.suggestionExistsType,
      message: followingMessages.suggestionExists(email),
    };
  }
  return { email, suggested: true, errorType: null, message: null };
}

/** A suggestion as its receiver sees it: a private collection gives no access and says so. */
export function suggestionVisibility(sharingType: string): {
  becamePrivate: boolean;
  message: string | null;
} {
  const becamePrivate = sharingType === 'private';
  return { becamePrivate, message: becamePrivate ? followingMessages.becamePrivate : null };
}
