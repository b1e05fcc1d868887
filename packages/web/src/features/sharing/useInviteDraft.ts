import {
  defaultProjectPermissionType,
  needsEditingRoleConfirmation,
  sharingMessages,
} from '@specboard/domain';
import { useState } from 'react';
import { useConfirm } from '../../ui/confirm/index.ts';
import { useSnackbar } from '../../ui/snackbar/index.ts';
import { readApiError } from '../identity/index.ts';
import { memberCapMessage, rolesOfferedToAll } from './invitees.ts';
import type {
  Invitee,
  InvitePrefill,
  ProjectPermission,
  ProjectPermissionType,
} from './sharing.types.ts';
import { useSendInvites } from './useSendInvites.ts';

type InviteDraftOptions = {
  projectId: string;
  workspaceId: string;
  direct: boolean;
  /** Everyone on the project now (a limited sharer's cap counts them). */
  people: readonly ProjectPermission[];
  onPeople: (people: ProjectPermission[]) => void;
  prefill?: InvitePrefill | null;
};

// Whether someone invited has paid status is not known before they are on the project.
const inviteeIsPaid = false;

/**
 * The people chosen in the share dialog and what they are sent with: a role (viewer unless
 * chosen), a message, and the answer. Creators Send; the others Request an invite, up to the
 * member cap.
 */
export function useInviteDraft(options: InviteDraftOptions) {
  const { direct, people, prefill } = options;
  const confirm = useConfirm();
  const { show } = useSnackbar();
  const [invitees, setInvitees] = useState<Invitee[]>(prefill?.invitees ?? []);
  const [role, setRole] = useState<ProjectPermissionType>(
    prefill?.type ?? defaultProjectPermissionType,
  );
  // A role given by the invite link has not been asked about yet.
  const [roleConfirmed, setRoleConfirmed] = useState(false);
  const [message, setMessage] = useState('');
  const [wrongEntries, setWrongEntries] = useState<string[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const { send: sendInvites, sending } = useSendInvites(options);

  const offered = rolesOfferedToAll(invitees);
  const type = offered.includes(role) ? role : defaultProjectPermissionType;
  const capMessage = direct ? null : memberCapMessage(people.length, invitees.length);
  const asksFirst = direct && needsEditingRoleConfirmation(type, inviteeIsPaid);

  const askEditingRole = () =>
    confirm({ message: sharingMessages.editingRoleConfirmation, confirmLabel: 'Assign role' });

  const chooseRole = async (next: ProjectPermissionType) => {
    if (direct && needsEditingRoleConfirmation(next, inviteeIsPaid)) {
      if (!(await askEditingRole())) return;
      setRoleConfirmed(true);
    }
    setRole(next);
  };

  const clear = () => {
    setInvitees([]);
    setWrongEntries([]);
    setMessage('');
    setRole(defaultProjectPermissionType);
    setRoleConfirmed(false);
    setSendError(null);
    setFieldError(null);
  };

  const send = async () => {
    setSendError(null);
    if (invitees.length === 0 || capMessage) return;
    if (asksFirst && !roleConfirmed) {
      if (!(await askEditingRole())) return;
      setRoleConfirmed(true);
    }
    try {
      await sendInvites({ invitees, wrongEntries, type, message });
      show({
        text: direct ? 'Invitations sent.' : sharingMessages.requestSent,
        color: 'success',
        dataTest: direct ? 'share-sent' : 'share-requested',
      });
      clear();
    } catch (caught) {
      setSendError(readApiError(caught).message);
      // Named in the refusal when they were the cause; sending again goes without them.
      setWrongEntries([]);
    }
  };

  return {
    invitees,
    setInvitees: (next: Invitee[]) => {
      setSendError(null);
      setInvitees(next);
    },
    type,
    offered,
    chooseRole,
    message,
    setMessage,
    addWrongEntries: (entries: string[]) =>
      setWrongEntries((current) => [...new Set([...current, ...entries])]),
    fieldError,
    setFieldError,
    sendError,
    capMessage,
    sending,
    send,
    clear,
  };
}
