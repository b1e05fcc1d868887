import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { scrapeFailureReasons, scrapeLimits } from '@specboard/domain';
import { type AddressPolicy, literalAddressOf, publicAddressesOnly } from './address-policy.ts';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Every address a host name has; injected by tests to play DNS rebinding. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver (getaddrinfo), every address it answers. */
export const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((found) => ({
    address: found.address,
    family: found.family === 6 ? 6 : 4,
  }));

/** A page or image that was refused or could not be read; `why` is told to the user. */
export class FetchRefused extends Error {
  constructor(readonly why: string) {
    super(why);
    this.name = 'FetchRefused';
  }
}

export type SafeFetcherOptions = {
  resolve?: Resolve;
  /**
   * Which addresses may be connected to. Production never passes one (public addresses only);
   * tests pass one that also admits their own page server's port on loopback.
   */
  allowAddress?: AddressPolicy;
  connectTimeoutMs?: number;
  maxRedirects?: number;
};

export type FetchRequest = {
  maxBytes: number;
  /** Told when the body is past maxBytes. */
  tooLarge: string;
  signal: AbortSignal;
  accept: string;
};

export type Fetched = { url: string; status: number; contentType: string; body: Buffer };

/**
 * GETs http(s) URLs for the server, safe against SSRF: the URL is parsed once (WHATWG), every
 * address of its host is checked, and the connection goes to the checked address itself, so a
 * name that answers differently a moment later (DNS rebinding) cannot move it. Redirects are
 * followed by hand and each target checked the same way. Bodies stop at their cap.
 */
export class SafeFetcher {
  private readonly resolve: Resolve;
  private readonly allowAddress: AddressPolicy;
  private readonly connectTimeoutMs: number;
  private readonly maxRedirects: number;

  constructor(options: SafeFetcherOptions = {}) {
    this.resolve = options.resolve ?? systemResolve;
    this.allowAddress = options.allowAddress ?? publicAddressesOnly;
    this.connectTimeoutMs = options.connectTimeoutMs ?? scrapeLimits.connectTimeoutMs;
    this.maxRedirects = options.maxRedirects ?? scrapeLimits.maxRedirects;
  }

  async get(address: string, request: FetchRequest): Promise<Fetched> {
    let url = checkWebUrl(parseUrl(address, scrapeFailureReasons.notWebAddress));
    for (let redirects = 0; ; redirects++) {
      request.signal.throwIfAborted();
      const target = await this.checkedTarget(url, request.signal);
      const response = await this.open(url, target, request);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400) {
        response.destroy();
        if (!location) throw new FetchRefused(scrapeFailureReasons.status(response.statusCode));
        if (redirects >= this.maxRedirects) {
          throw new FetchRefused(scrapeFailureReasons.tooManyRedirects);
        }
        url = checkWebUrl(parseUrl(location, scrapeFailureReasons.badRedirect, url));
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchRefused(scrapeFailureReasons.status(status));
      }
      const body = await readCapped(response, request);
      return {
        url: url.href,
        status,
        contentType: String(response.headers['content-type'] ?? ''),
        body,
      };
    }
  }

  /** The one address this URL's connection will go to, once every address of it is checked. */
  private async checkedTarget(url: URL, signal: AbortSignal): Promise<ResolvedAddress> {
    const port = portOf(url);
    const literal = literalAddressOf(url.hostname);
    const addresses = literal
      ? [{ address: literal, family: literal.includes(':') ? 6 : 4 } as ResolvedAddress]
      : await this.lookup(url.hostname, signal);
    // A name with one private address among public ones is refused whole: which one a client
    // uses is not ours to know.
    if (addresses.some((found) => !this.allowAddress(found.address, port))) {
      throw new FetchRefused(scrapeFailureReasons.notPublic);
    }
    return addresses[0]!;
  }

  private async lookup(hostname: string, signal: AbortSignal): Promise<ResolvedAddress[]> {
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    // Settled only through these callbacks, both undone in `finally`: nothing rejects later
    // with no one listening.
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new FetchRefused(scrapeFailureReasons.timedOut)),
        this.connectTimeoutMs,
      );
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const found = await Promise.race([this.resolve(hostname), stopped]);
      if (found.length === 0) throw new FetchRefused(scrapeFailureReasons.hostNotFound);
      return found;
    } catch (error) {
      if (error instanceof FetchRefused || signal.aborted) throw error;
      throw new FetchRefused(scrapeFailureReasons.hostNotFound);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  }

  /** Connects to the checked address (never to the name again) and waits for the headers. */
  private open(url: URL, target: ResolvedAddress, request: FetchRequest) {
    const secure = url.protocol === 'https:';
    const literal = literalAddressOf(url.hostname) !== undefined;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = (secure ? https : http).request({
        host: target.address,
        family: target.family,
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: false,
        signal: request.signal,
        // The certificate is checked against the name, as a browser would.
        ...(secure && !literal ? { servername: url.hostname } : {}),
        headers: {
          host: url.host,
          accept: request.accept,
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'SpecboardProductReader/1.0',
        },
      });
      const connectTimer = setTimeout(
        () => outgoing.destroy(new FetchRefused(scrapeFailureReasons.timedOut)),
        this.connectTimeoutMs,
      );
      outgoing.on('socket', (socket) => {
        socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
      });
      outgoing.on('response', (response) => {
        clearTimeout(connectTimer);
        resolve(response);
      });
      outgoing.on('error', (error) => {
        clearTimeout(connectTimer);
        if (request.signal.aborted) reject(request.signal.reason);
        else if (error instanceof FetchRefused) reject(error);
        else reject(new FetchRefused(scrapeFailureReasons.unreachable));
      });
      outgoing.end();
    });
  }
}

function parseUrl(text: string, invalid: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new FetchRefused(invalid);
  }
}

/** Only http and https, and no credentials: 'http://public@127.0.0.1/' is not a public host. */
function checkWebUrl(url: URL): URL {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefused(scrapeFailureReasons.notWebAddress);
  }
  if (url.username || url.password) {
    throw new FetchRefused(scrapeFailureReasons.credentialsInAddress);
  }
  return url;
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** The body, decompressed, stopping as soon as it passes the cap. */
function readCapped(response: IncomingMessage, request: FetchRequest): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > request.maxBytes) {
    response.destroy();
    return Promise.reject(new FetchRefused(request.tooLarge));
  }
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  const stream = decoder ? response.pipe(decoder) : response;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: unknown) => {
      response.destroy();
      decoder?.destroy();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > request.maxBytes) return fail(new FetchRefused(request.tooLarge));
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', (error) =>
      fail(request.signal.aborted ? request.signal.reason : new FetchRefused(unreadable(error))),
    );
    response.on('error', (error) =>
      fail(request.signal.aborted ? request.signal.reason : new FetchRefused(unreadable(error))),
    );
    const onAbort = () => fail(request.signal.reason);
    request.signal.addEventListener('abort', onAbort, { once: true });
    stream.on('close', () => request.signal.removeEventListener('abort', onAbort));
  });
}

function unreadable(_error: unknown): string {
  return scrapeFailureReasons.unreachable;
}
