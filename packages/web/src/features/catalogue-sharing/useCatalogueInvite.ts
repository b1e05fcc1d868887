import { sharingMessages } from '@specboard/domain';
import { useState } from 'react';
import { useConfirm } from '../../ui/confirm/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import type { Invitee } from '../sharing/index.ts';
import { asksBeforeGiving, defaultCatalogueRole } from './catalogue-roles.ts';
import type { CatalogueMember, CatalogueRole } from './catalogue-sharing.types.ts';
import type { useCatalogueMutations } from './useCatalogueMutations.ts';

type InviteOptions = {
  calls: ReturnType<typeof useCatalogueMutations>;
  /** Receives the people on the resource after each call. */
  onPeople: (people: CatalogueMember[]) => void;
};

/**
 * The people chosen in the field and what they are given: a role (viewer unless chosen; an
 * editing role asks first) and a message. People of the workspace are shared with (share…), typed
 * addresses invited (inviteUserTo…).
 */
export function useCatalogueInvite({ calls, onPeople }: InviteOptions) {
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const [invitees, setInvitees] = useState<Invitee[]>([]);
  const [wrongEntries, setWrongEntries] = useState<string[]>([]);
  const [role, setRole] = useState<CatalogueRole>(defaultCatalogueRole);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const askEditingRole = () =>
    confirm({ message: sharingMessages.editingRoleConfirmation, confirmLabel: 'Assign role' });

  const chooseRole = async (next: CatalogueRole) => {
    if (asksBeforeGiving(next) && !(await askEditingRole())) return;
    setRole(next);
  };

  const clear = () => {
    setInvitees([]);
    setWrongEntries([]);
    setRole(defaultCatalogueRole);
    setMessage('');
    setFieldError(null);
    setSendError(null);
  };

  const send = async () => {
    if (invitees.length === 0) return;
    setSendError(null);
    setSending(true);
    const users = invitees.flatMap((invitee) =>
      invitee.kind === 'user' ? [{ userId: invitee.user.id, type: role }] : [],
    );
    // Entries that are not addresses go too: the server names them back (wrongEmails).
    const emails = [
      ...invitees.flatMap((invitee) => (invitee.kind === 'email' ? [invitee.email] : [])),
      ...wrongEntries,
    ].map((email) => ({ email, type: role }));
    try {
      const wrong: string[] = [];
      if (users.length > 0) onPeople((await calls.share(users)).members);
      if (emails.length > 0) {
        const answer = await calls.invite(emails, message.trim() || null);
        onPeople(answer.members);
        wrong.push(...answer.wrongEmails);
      }
      clear();
      if (wrong.length > 0) setSendError(sharingMessages.wrongEmails(wrong));
      else show({ text: 'Invitations sent.', color: 'success', dataTest: 'catalogue-share-sent' });
    } catch (caught) {
      setSendError(readApiError(caught).message);
      setWrongEntries([]);
    } finally {
      setSending(false);
    }
  };

  return {
    invitees,
    setInvitees: (next: Invitee[]) => {
      setSendError(null);
      setInvitees(next);
    },
    addWrongEntries: (entries: string[]) =>
      setWrongEntries((current) => [...new Set([...current, ...entries])]),
    role,
    chooseRole,
    message,
    setMessage,
    fieldError,
    setFieldError,
    sendError,
    sending,
    send,
    clear,
  };
}
