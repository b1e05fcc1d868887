import { identityMessages, sharingMessages } from '@specboard/domain';
import { verifyAccessToken } from '../features/identity/index.ts';
import { isSharedLinkOn } from '../features/sharing/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';

/**
 * graphql-ws's Forbidden. Its client retries after this code (where it gives up after 4401), so
 * the web client reconnects, refreshing its session first when its token was the reason.
 */
export const socketRefusedCode = 4403;

/** Who a socket may speak for, and until when; or why it is closed. */
export type SocketAdmission =
  | { admitted: true; userId?: string; familyId?: string; expiresAt?: Date }
  | { admitted: false; reason: string };

/**
 * What `connection_init` must carry: a valid access token of a session that has not ended, or
 * the token of a project's shared link that is on. A token presented but refused (expired,
 * forged, its session ended) closes the socket even beside a link: the client is to refresh.
 * `context` is built from the socket's connection params, as each operation's is.
 */
export async function admitSocket(context: GraphQLContext, token: string | undefined) {
  if (context.tokenRefused) return refuse(identityMessages.sessionExpired);
  if (context.viewer && token) {
    const claims = await verifyAccessToken(context.signingSecret, token);
    if (!claims) return refuse(identityMessages.sessionExpired);
    return admit({ ...context.viewer, expiresAt: claims.expiresAt });
  }
  if (context.sharedLink) {
    return (await isSharedLinkOn(context.database.db, context.sharedLink))
      ? admit({})
      : refuse(sharingMessages.sharedLinkOff);
  }
  return refuse(identityMessages.signInRequired);
}

const admit = (who: Omit<SocketAdmission & { admitted: true }, 'admitted'>): SocketAdmission => ({
  admitted: true,
  ...who,
});
const refuse = (reason: string): SocketAdmission => ({ admitted: false, reason });

/** The bearer token of a socket's connection params, if any. */
export function bearerTokenOf(connectionParams: Readonly<Record<string, unknown>> | undefined) {
  const authorization = connectionParams?.authorization;
  if (typeof authorization !== 'string') return undefined;
  return authorization.match(/^Bearer\s+(.+)$/i)?.[1];
}
