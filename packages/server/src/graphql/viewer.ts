import { AppError, identityMessages } from '@specboard/domain';
import type { GraphQLContext, Viewer } from './context.ts';

/** The signed-in caller, or UNAUTHENTICATED (telling an expired session from no session). */
export function requireViewer(context: GraphQLContext): Viewer {
  if (context.viewer) return context.viewer;
  throw new AppError(
    'UNAUTHENTICATED',
    context.tokenRefused ? identityMessages.sessionExpired : identityMessages.signInRequired,
  );
}
