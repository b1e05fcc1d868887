import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import {
  COPY_SUGGESTED_COLLECTION_MUTATION,
  IGNORE_SUGGESTION_MUTATION,
} from '../collection-following/index.ts';
import { readApiError } from '../identity/index.ts';
import type { GroupLoader } from './group-loader.ts';
import type { SuggestionAction } from './SuggestionCard.tsx';
import type { SuggestionCard } from './useSuggestionGroup.ts';

const KEPT_KEY = 'specboard.keptSuggestions';

function readKept(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEPT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

type Options = {
  workspaceId: string;
  loader: GroupLoader<SuggestionCard>;
  /** Follow (asks the workspace when there are several); the suggestion leaves once followed. */
  follow: (suggestion: SuggestionCard) => void;
  /** A copy was made in this workspace (it belongs in Private). */
  onCopied: () => void;
};

/**
 * What a suggestion's buttons do (spec 001 §4): it leaves the list when ignored, copied or
 * followed; a suggestion of a collection that became private can be kept (the notice is put
 * away on this device) or ignored.
 */
export function useSuggestionActions({ workspaceId, loader, follow, onCopied }: Options) {
  const { show } = useSnackbar();
  const [ignore] = useMutation(IGNORE_SUGGESTION_MUTATION);
  const [copy] = useMutation(COPY_SUGGESTED_COLLECTION_MUTATION);
  const [pending, setPending] = useState<string | null>(null);
  const [kept, setKept] = useState<string[]>(readKept);

  const leave = (suggestion: SuggestionCard) => loader.remove((item) => item.id === suggestion.id);

  const run = async (suggestion: SuggestionCard, action: () => Promise<void>) => {
    setPending(suggestion.id);
    try {
      await action();
    } catch (error) {
      show({ color: 'error', text: readApiError(error).message });
    } finally {
      setPending(null);
    }
  };

  const act = (suggestion: SuggestionCard, action: SuggestionAction) => {
    if (action === 'follow') return follow(suggestion);
    if (action === 'keep') {
      const next = [...new Set([...kept, suggestion.id])];
      setKept(next);
      localStorage.setItem(KEPT_KEY, JSON.stringify(next));
      return;
    }
    if (action === 'ignore') {
      void run(suggestion, async () => {
        await ignore({ variables: { suggestionId: suggestion.id } });
        leave(suggestion);
        show({ color: 'info', text: `Ignored “${suggestion.collectionName}”` });
      });
      return;
    }
    void run(suggestion, async () => {
      await copy({ variables: { workspaceId, collectionId: suggestion.collectionId } });
      leave(suggestion);
      onCopied();
      show({ color: 'success', text: `Copied “${suggestion.collectionName}”` });
    });
  };

  return { act, pending, isKept: (id: string) => kept.includes(id), leave };
}
