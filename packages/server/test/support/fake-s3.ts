import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeObject = { body: Buffer; contentType: string; etag: string; modifiedAt: Date };

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  /** The objects of the bucket, by key: what a real store would hold. */
  objects: Map<string, FakeObject>;
  /** Every request, as `METHOD /path`, for tests that check what the client asked. */
  requests: string[];
  close: () => Promise<void>;
};

/**
 * A small S3-compatible server on a random local port, path-style (`/bucket/key`), keeping one
 * bucket in memory. It serves HeadBucket and Put, Get, Head and DeleteObject well enough for the
 * AWS SDK; signatures are not checked.
 */
export async function startFakeS3(bucket = 'specboard-test'): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url?.split('?')[0]}`);
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) fail(response, 500, 'InternalError', error.message);
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (decodeURIComponent(bucketName) !== bucket) {
      return fail(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (!key) {
      if (request.method === 'HEAD') return response.writeHead(200).end();
      return fail(response, 501, 'NotImplemented', 'Only HeadBucket is served on a bucket');
    }
    switch (request.method) {
      case 'PUT': {
        const body = decodeBody(request, await readAll(request));
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
        objects.set(key, { body, contentType, etag, modifiedAt: new Date() });
        return response.writeHead(200, { etag }).end();
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) {
          if (request.method === 'HEAD') return response.writeHead(404).end();
          return fail(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: object.etag,
          'last-modified': object.modifiedAt.toUTCString(),
        });
        return response.end(request.method === 'GET' ? object.body : undefined);
      }
      case 'DELETE':
        objects.delete(key);
        return response.writeHead(204).end();
      default:
        return fail(response, 501, 'NotImplemented', `${request.method} is not served`);
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// The SDK may stream a body as aws-chunked: `<hex size>[;signature]\r\n<data>\r\n`…, then trailers.
function decodeBody(request: IncomingMessage, raw: Buffer): Buffer {
  const streaming = String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
  if (!streaming && !String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) {
    return raw;
  }
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString().split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function fail(response: ServerResponse, status: number, code: string, message: string) {
  response
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}
