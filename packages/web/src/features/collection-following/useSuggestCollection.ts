import { useMutation } from '@apollo/client/react';
import { followingMessages, parseEmailList, sharingMessages } from '@specboard/domain';
import { useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { SUGGEST_COLLECTION_MUTATION } from './collection-following.documents.ts';

/** The server's error type for an address already sent an active suggestion (spec 001 §8). */
export const SUGGESTION_EXISTS = followingMessages.suggestionExistsType;
/** Spec 001 §8: a per-person suggestion failure shows for 5 s. */
export const SUGGESTION_ERROR_MS = 5000;

type Options = { workspaceId: string; collectionId: string; collectionName: string };

/**
 * suggestCollection for the suggest dialog: addresses read by the sharing parser, each person's
 * failure told for 5 s with their address in brackets, and the addresses the server answered
 * 'Suggestion Exists' kept to suggest again with force.
 */
export function useSuggestCollection({ workspaceId, collectionId, collectionName }: Options) {
  const { show } = useSnackbar();
  const [suggest] = useMutation(SUGGEST_COLLECTION_MUTATION);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<string[]>([]);

  /** Sends; true when every address was suggested (nothing left to ask). */
  const send = async (emails: string[], message: string, force = false): Promise<boolean> => {
    setError(null);
    setSending(true);
    try {
      const result = await suggest({
        variables: {
          workspaceId,
          collectionId,
          email: emails.join(', '),
          emailMessage: message.trim() || null,
          force,
        },
      });
      const answers = result.data?.suggestCollection ?? [];
      const done = answers.filter((answer) => answer.suggested);
      const exists = answers.filter((answer) => answer.errorType === SUGGESTION_EXISTS);
      const failed = answers.filter(
        (answer) => !answer.suggested && answer.errorType !== SUGGESTION_EXISTS,
      );
      if (done.length > 0) {
        const people = done.length === 1 ? done[0]!.email : `${done.length} people`;
        show({ color: 'success', text: `Suggested “${collectionName}” to ${people}` });
      }
      for (const answer of failed) {
        show({
          id: `suggestion-${answer.email}`,
          color: 'error',
          text: `${answer.message ?? answer.errorType ?? 'Not suggested'} (${answer.email})`,
          timeout: SUGGESTION_ERROR_MS,
        });
      }
      setExisting(exists.map((answer) => answer.email));
      return failed.length === 0 && exists.length === 0;
    } catch (caught) {
      setError(readApiError(caught).message);
      return false;
    } finally {
      setSending(false);
    }
  };

  /** Reads the typed addresses; null (with the reason shown) when they cannot be sent. */
  const readEmails = (text: string): string[] | null => {
    const parsed = parseEmailList(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return null;
    }
    if (parsed.invalid.length > 0 || parsed.emails.length === 0) {
      setError(
        parsed.invalid.length > 0
          ? sharingMessages.wrongEmails(parsed.invalid)
          : sharingMessages.noEmailsGiven,
      );
      return null;
    }
    return parsed.emails;
  };

  return {
    send,
    readEmails,
    sending,
    error,
    existing,
    clearExisting: () => setExisting([]),
  };
}
