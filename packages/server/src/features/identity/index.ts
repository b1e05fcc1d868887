import fs from 'node:fs';
import type { Feature } from '../../graphql/feature.ts';
import { identityResolvers } from './identity.resolvers.ts';

export { startSessionRegistry } from './session-registry.ts';
export { loadSigningSecret } from './signing-key.ts';
export { verifyAccessToken } from './tokens.ts';

export const identityFeature: Feature = {
  name: 'identity',
  typeDefs: fs.readFileSync(new URL('./identity.graphql', import.meta.url), 'utf8'),
  resolvers: identityResolvers,
};
export {
  type Account,
  createConfirmedAccount,
  createInvitedAccount,
  findAccountByEmail,
  hashTemporaryPassword,
  newTemporaryPassword,
} from './accounts.ts';
