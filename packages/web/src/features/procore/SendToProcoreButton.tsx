import { type SendToProcoreProps, useSendToProcore } from './useSendToProcore.tsx';

/**
 * "Send to Procore", shown only where the server offers Procore; disabled with the engine's
 * reason when the person may not export.
 */
export function SendToProcoreButton({ variant = 'button', ...props }: SendToProcoreProps) {
  const procore = useSendToProcore({ variant, ...props });
  if (!procore) return null;
  return (
    <>
      {procore.button}
      {procore.dialog}
    </>
  );
}
