import { isValidEmail, normalizeEmail } from '@specboard/domain';
import { useSnackbar } from '../../../ui/snackbar/index.ts';
import { readApiError } from '../api-errors.ts';
import { formMessages } from './form-messages.ts';

type ResendHandlers = { onInvalidEmail: () => void; onError: (message: string) => void };

/**
 * Sends a code again to the address typed in the form and says where it went. `send` asks the
 * server and answers the address it used.
 */
export function useResendCode(send: (email: string) => Promise<string | undefined>) {
  const { show } = useSnackbar();
  return async (email: string, { onInvalidEmail, onError }: ResendHandlers) => {
    if (!isValidEmail(email)) {
      onInvalidEmail();
      return;
    }
    const address = normalizeEmail(email);
    try {
      const sentTo = await send(address);
      show({ color: 'success', text: formMessages.codeResent(sentTo ?? address) });
    } catch (error) {
      onError(readApiError(error).message);
    }
  };
}
