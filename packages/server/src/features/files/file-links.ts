import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Platform } from '../../graphql/context.ts';

/**
 * Signs and checks download links. A link is `/files/<key>?expires=<unix seconds>&signature=<…>`,
 * the signature an HMAC-SHA256 over the key and the expiry, with a key of its own derived from
 * the server's signing secret (AUTH_SECRET, or the one kept in the database), so that every
 * process on one database agrees and a link cannot be turned into an access token or back.
 * Links are handed out only after the reader's access to what holds the file was checked.
 */
export type FileLinks = {
  /** A link to the stored object `key` (a file or one of its thumbnails), until `expiresAt`. */
  url(key: string): string;
  /** When the links this signer hands out expire: the same for all, fixed when it was made. */
  expiresAt: Date;
};

/** A link checked: valid for so many more seconds, or why not. */
export type LinkCheck =
  | { ok: true; secondsLeft: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' };

type LinkPlatform = Pick<Platform, 'config' | 'signingSecret'>;

const derivedKeys = new WeakMap<Uint8Array, Buffer>();

function linkKeyOf(secret: Uint8Array): Buffer {
  let key = derivedKeys.get(secret);
  if (!key) {
    // A key of its own: a file link signature is never valid as anything else.
    key = createHmac('sha256', secret).update('specboard/file-links/v1').digest();
    derivedKeys.set(secret, key);
  }
  return key;
}

function sign(linkKey: Buffer, key: string, expires: number): Buffer {
  return createHmac('sha256', linkKey).update(`${key}\n${expires}`).digest();
}

/**
 * When a link handed out at `nowSeconds` expires: between two thirds of the lifetime and all of
 * it from now, on steps of a third, so that the same file asked for again within a step gets
 * the same address and browsers keep its bytes in their cache. Short lifetimes (under 3 s,
 * for tests) are not rounded.
 */
export function linkExpiry(nowSeconds: number, lifetimeSeconds: number): number {
  const step = Math.floor(lifetimeSeconds / 3);
  if (step < 1) return Math.floor(nowSeconds) + lifetimeSeconds;
  return Math.ceil((nowSeconds + lifetimeSeconds - step) / step) * step;
}

/**
 * A signer for one answer (a request, an event): every link it hands out expires at the same
 * moment, fixed now. `now` is the clock in milliseconds, for tests.
 */
export function fileLinksOf(platform: LinkPlatform, now: () => number = Date.now): FileLinks {
  const linkKey = linkKeyOf(platform.signingSecret);
  const expires = linkExpiry(now() / 1000, platform.config.files.linkLifetimeSeconds);
  return {
    url: (key) => {
      const signature = sign(linkKey, key, expires).toString('base64url');
      return `/files/${encodeURIComponent(key)}?expires=${expires}&signature=${signature}`;
    },
    expiresAt: new Date(expires * 1000),
  };
}

/**
 * Whether `signature` is this server's for `key` until `expires` (as the link's query carries
 * them), and that moment is still ahead. The signature is compared in constant time.
 */
export function checkFileLink(
  platform: LinkPlatform,
  link: { key: string; expires: string | null; signature: string | null },
  now: () => number = Date.now,
): LinkCheck {
  const { key, expires, signature } = link;
  if (!expires || !signature) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) {
    return { ok: false, reason: 'malformed' };
  }
  const until = Number(expires);
  const expected = sign(linkKeyOf(platform.signingSecret), key, until);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' };
  }
  const nowSeconds = now() / 1000;
  if (nowSeconds >= until) return { ok: false, reason: 'expired' };
  return { ok: true, secondsLeft: Math.floor(until - nowSeconds) };
}
