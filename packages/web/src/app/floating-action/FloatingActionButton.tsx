import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Fab from '@mui/material/Fab';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { getFloatingActionKind } from '../routing/shell-layout.ts';
import type { AssistantEntry } from './assistant-registry.ts';

type FloatingActionButtonProps = {
  routeName: string | undefined;
  assistant: AssistantEntry | undefined;
  supportEmail: string | undefined;
  /** Lifts the button above the bottom navigation. */
  aboveBottomNav: boolean;
};

/**
 * The bottom-right button: the AI assistant, or Contact Us on the workspace payment page. Each
 * shows only where the route allows it and when it can work (an assistant, a support address).
 */
export function FloatingActionButton({
  routeName,
  assistant,
  supportEmail,
  aboveBottomNav,
}: FloatingActionButtonProps) {
  const [assistantOpen, setAssistantOpen] = useState(false);
  const kind = getFloatingActionKind(routeName);
  const position: SxProps<Theme> = {
    position: 'fixed',
    right: 16,
    bottom: aboveBottomNav ? 72 : 16,
    zIndex: (theme) => theme.zIndex.speedDial,
  };

  if (kind === 'contact-us' && supportEmail) {
    return (
      <Fab
        variant="extended"
        color="primary"
        component="a"
        href={`mailto:${supportEmail}`}
        sx={position}
      >
        <MailOutlinedIcon sx={{ mr: 1 }} />
        Contact Us
      </Fab>
    );
  }

  if (kind === 'assistant' && assistant) {
    const { Panel } = assistant;
    return (
      <>
        <Fab
          color="primary"
          aria-label={assistant.label}
          aria-expanded={assistantOpen}
          onClick={() => setAssistantOpen((open) => !open)}
          sx={position}
        >
          <AutoAwesomeIcon />
        </Fab>
        {assistantOpen && <Panel onClose={() => setAssistantOpen(false)} />}
      </>
    );
  }

  return null;
}
