import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/*
 * Procore tokens at rest, and the OAuth state in transit, both keyed off the server's signing
 * secret through HKDF with a purpose each, so that neither key can stand in for the other or for
 * the access-token key itself.
 */

const cipherVersion = 'v1';
const stateVersion = 's1';
/** How long a sign-in link handed out stays good. */
export const stateLifetimeMs = 10 * 60 * 1000;

function deriveKey(secret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'specboard/procore', purpose, 32));
}

/** Encrypts and decrypts a user's Procore tokens (AES-256-GCM, a random IV per value). */
export function tokenCipher(secret: Uint8Array) {
  const key = deriveKey(secret, `tokens/${cipherVersion}`);
  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, bound to the user: a value moved to another row will not open. */
    seal(plain: string, userId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [cipherVersion, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The plain token, or undefined when the value was altered or sealed under another secret. */
    open(sealed: string, userId: string): string | undefined {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== cipherVersion || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The OAuth `state`: names the user the sign-in is for and when the link stops being good,
 * signed, so the callback stores the account for that user only and refuses a forged, altered
 * or stale one.
 */
export function oauthState(secret: Uint8Array) {
  const key = deriveKey(secret, `state/${stateVersion}`);
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    issue(userId: string, now = Date.now()): string {
      const payload = Buffer.from(
        JSON.stringify({
          u: userId,
          e: now + stateLifetimeMs,
          n: randomBytes(9).toString('base64url'),
        }),
      ).toString('base64url');
      return `${stateVersion}.${payload}.${sign(payload).toString('base64url')}`;
    },
    /** The user the state was issued for, or undefined when it is not ours or has expired. */
    verify(state: string, now = Date.now()): string | undefined {
      const [version, payload, signature] = state.split('.');
      if (version !== stateVersion || !payload || !signature) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          u?: unknown;
          e?: unknown;
        };
        if (typeof claims.u !== 'string' || typeof claims.e !== 'number') return undefined;
        return claims.e > now ? claims.u : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
