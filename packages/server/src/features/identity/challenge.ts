import { jwtVerify, SignJWT } from 'jose';

const audience = 'new-password-challenge';
const lifetimeSeconds = 10 * 60;

/** A short-lived token proving the temporary password was right, to set a new one with. */
export function signNewPasswordChallenge(secret: Uint8Array, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(secret);
}

export async function verifyNewPasswordChallenge(
  secret: Uint8Array,
  token: string,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
