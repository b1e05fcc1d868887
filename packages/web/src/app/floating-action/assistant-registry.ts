import type { ComponentType } from 'react';

/** An assistant a feature offers behind the bottom-right AI button. */
export type AssistantEntry = {
  /** Accessible name of the button, e.g. 'Open AI assistant'. */
  label: string;
  /** The panel shown while the assistant is open. */
  Panel: ComponentType<{ onClose: () => void }>;
};

/** Assistants available in this build; the AI button shows only when there is one. */
export const assistantRegistry: readonly AssistantEntry[] = [];
