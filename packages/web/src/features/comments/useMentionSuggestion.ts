import type { MentionOptions } from '@tiptap/extension-mention';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { useMemo, useRef, useState } from 'react';
import type { CommentPerson } from './comments.types.ts';

/** A mention as the editor keeps it: the person's id and the name shown after @. */
export type MentionAttrs = { id: string; label: string };

/** The open list of people to mention, near the caret. */
export type MentionPopup = {
  items: CommentPerson[];
  loading: boolean;
  /** The highlighted person (arrow keys move it; Enter or Tab picks it). */
  index: number;
  rect: DOMRect | null;
  pick: (person: CommentPerson) => void;
};

type Suggestion = MentionOptions['suggestion'];

/**
 * The Mention extension's suggestion, drawn by React: Tiptap reports the query and the caret,
 * this hook keeps them as state for <MentionList>, and the keys the list answers are taken
 * before the editor sees them. `search` asks the server (a leading @ is ignored there).
 */
export function useMentionSuggestion(search: (query: string) => Promise<CommentPerson[]>) {
  const [popup, setPopup] = useState<MentionPopup | null>(null);
  // Tiptap holds the suggestion from the editor's creation: it reads the latest through refs.
  const searchRef = useRef(search);
  searchRef.current = search;
  const popupRef = useRef<MentionPopup | null>(null);
  popupRef.current = popup;

  const suggestion = useMemo<Suggestion>(() => {
    const show = (props: SuggestionProps<CommentPerson>, keepIndex: boolean) => {
      const previous = popupRef.current;
      const index =
        keepIndex && previous ? Math.min(previous.index, Math.max(0, props.items.length - 1)) : 0;
      const next: MentionPopup = {
        items: props.items,
        loading: props.loading,
        index,
        rect: props.clientRect?.() ?? null,
        pick: (person) => props.command({ id: person.id, label: person.name }),
      };
      popupRef.current = next;
      setPopup(next);
    };
    const move = (step: number) => {
      const current = popupRef.current;
      if (!current || current.items.length === 0) return;
      const count = current.items.length;
      const next = { ...current, index: (current.index + step + count) % count };
      popupRef.current = next;
      setPopup(next);
    };
    return {
      char: '@',
      debounce: 150,
      items: async ({ query }): Promise<CommentPerson[]> => {
        try {
          return await searchRef.current(query);
        } catch {
          return [];
        }
      },
      render: () => ({
        onStart: (props) => show(props, false),
        onUpdate: (props) => show(props, true),
        onExit: () => {
          popupRef.current = null;
          setPopup(null);
        },
        onKeyDown: ({ event }: SuggestionKeyDownProps) => {
          const current = popupRef.current;
          if (!current) return false;
          if (event.key === 'ArrowDown') move(1);
          else if (event.key === 'ArrowUp') move(-1);
          else if (event.key === 'Enter' || event.key === 'Tab') {
            const person = current.items[current.index];
            if (!person) return false;
            current.pick(person);
          } else if (event.key === 'Escape') {
            popupRef.current = null;
            setPopup(null);
          } else return false;
          return true;
        },
      }),
    };
  }, []);

  return { suggestion, popup };
}
