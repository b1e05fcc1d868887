import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { userId: string; familyId: string; expiresAt: Date };

const issuer = 'specboard';

/** A short-lived signed token naming the user and the session (refresh family) it belongs to. */
export async function signAccessToken(
  secret: Uint8Array,
  userId: string,
  familyId: string,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  // The token's exp counts whole seconds: the time told to the client is that same instant.
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const expiresAt = new Date(exp * 1000);
  const token = await new SignJWT({ fam: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret);
  return { token, expiresAt };
}

/** The claims of a valid token; undefined for an expired, forged or malformed one. */
// A token verified once stays valid until it expires: every request of a session carries the
// same token, and checking its signature again each time costs more than the rest of a cell edit.
// Kept per signing secret, so a token is only ever taken by the server that signed it.
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, AccessClaims>>();
const verifiedTokensMax = 10_000;

export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | undefined> {
  let verifiedTokens = verifiedBySecret.get(secret);
  if (!verifiedTokens) {
    verifiedTokens = new Map();
    verifiedBySecret.set(secret, verifiedTokens);
  }
  const known = verifiedTokens.get(token);
  if (known) {
    if (known.expiresAt.getTime() > Date.now()) return known;
    verifiedTokens.delete(token);
  }
  const claims = await verifySignature(secret, token);
  if (claims) {
    if (verifiedTokens.size >= verifiedTokensMax) {
      verifiedTokens.delete(verifiedTokens.keys().next().value as string);
    }
    verifiedTokens.set(token, claims);
  }
  return claims;
}

async function verifySignature(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string' || !payload.exp) {
      return undefined;
    }
    return { userId: payload.sub, familyId: payload.fam, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return undefined;
  }
}

/** A refresh token: random, shown to the client once, stored only as its hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
