import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import {
  AppError,
  cleanFileName,
  type ErrorCode,
  fileMessages,
  identityMessages,
  messages,
} from '@specboard/domain';
import type { Platform } from '../../graphql/context.ts';
import { currentRequestId } from '../../graphql/request-scope.ts';
import { BodyTooLargeError, readBody } from '../../http/read-body.ts';
import { contentDisposition } from './content-disposition.ts';
import { downloadSourceOf } from './download-sources.ts';
import { checkFileLink, fileLinksOf } from './file-links.ts';
import { type Download, findDownload, refuseUpload, uploadFile } from './files.service.ts';

/** Checks an access token; the identity feature's, handed in so this feature does not import it. */
export type VerifyToken = (token: string) => Promise<{ userId: string } | undefined>;

/** Kept by the browser alone, and no longer than the link it came by lasts. */
const cacheControl = (secondsLeft: number) => `private, max-age=${secondsLeft}`;

/**
 * `POST /files`: the body is the file's raw bytes; `x-file-name` its URL-encoded name,
 * `content-type` its declared type, `authorization: Bearer <access token>`. Answers 201 with
 * `{ key, filename, type, size, url, thumbnails }` (thumbnails null unless an image or a PDF),
 * the URLs signed links (file-links.ts) for the uploader.
 * `GET|HEAD /files/<key>?expires=…&signature=…` serves a file or a thumbnail through a link the
 * API handed out, until it expires; without a valid one, 403 and nothing of the file.
 * Errors answer as GraphQL errors do: `{ errors: [{ message, extensions: { code, … } }] }`.
 */
export function createFilesRoute(platform: Platform, verifyToken: VerifyToken) {
  return async (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> => {
    try {
      if (path === '/files') {
        if (request.method === 'POST') {
          await handleUpload(platform, verifyToken, request, response);
        } else refuseMethod(response, 'POST');
      } else if (request.method === 'GET' || request.method === 'HEAD') {
        await handleDownload(platform, request, response, path.slice('/files/'.length));
      } else {
        refuseMethod(response, 'GET, HEAD');
      }
    } catch (error) {
      if (error instanceof AppError) return sendError(response, error);
      // The client went away (a cancelled upload): there is no one to answer.
      if (request.socket.destroyed) return;
      const requestId = currentRequestId();
      platform.logger.error({ err: error, requestId }, 'file request failed');
      if (response.headersSent) return void response.destroy();
      sendError(
        response,
        new AppError('INTERNAL_SERVER_ERROR', messages.somethingWentWrong, { requestId }),
      );
    }
  };
}

async function handleUpload(
  platform: Platform,
  verifyToken: VerifyToken,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const token = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const viewer = token ? await verifyToken(token) : undefined;
  if (!viewer) {
    const message = token ? identityMessages.sessionExpired : identityMessages.signInRequired;
    response.setHeader('www-authenticate', 'Bearer');
    throw new AppError('UNAUTHENTICATED', message);
  }
  const filename = fileNameOf(request.headers['x-file-name']);
  const limit = platform.config.files.maxUploadBytes;
  const bytes = await readBody(request, limit).catch((error) => {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw new AppError('REQUEST_TOO_LARGE', fileMessages.tooLarge(limit), { limit });
  });
  const file = await uploadFile(platform, viewer.userId, {
    filename,
    declaredType: request.headers['content-type'],
    bytes,
  });
  platform.logger.info(
    { requestId: currentRequestId(), key: file.key, type: file.contentType, size: file.size },
    'file uploaded',
  );
  const links = fileLinksOf(platform);
  const thumbnails = file.thumbnails && {
    small: links.url(file.thumbnails.small),
    medium: links.url(file.thumbnails.medium),
    large: links.url(file.thumbnails.large),
    full: links.url(file.thumbnails.full),
  };
  const url = links.url(file.key);
  sendJson(
    response,
    201,
    {
      key: file.key,
      filename: file.filename,
      type: file.contentType,
      size: file.size,
      url,
      thumbnails,
    },
    { location: url },
  );
}

function fileNameOf(header: string | string[] | undefined): string {
  let name = '';
  try {
    name = cleanFileName(decodeURIComponent(String(header ?? '')));
  } catch {
    // Not valid percent-encoding: refused below like a missing name.
  }
  if (!name) throw refuseUpload('MISSING_FILE_NAME', fileMessages.missingName);
  return name;
}

async function handleDownload(
  platform: Platform,
  request: IncomingMessage,
  response: ServerResponse,
  encodedKey: string,
) {
  const key = safeDecode(encodedKey);
  const query = new URL(request.url ?? '/', 'http://files.invalid').searchParams;
  // The link first: without a valid one, nothing says whether the file even exists.
  const link = checkFileLink(platform, {
    key,
    expires: query.get('expires'),
    signature: query.get('signature'),
  });
  if (!link.ok) {
    const reason = link.reason === 'expired' ? 'LINK_EXPIRED' : 'LINK_INVALID';
    throw new AppError('FORBIDDEN', fileMessages.linkNotValid, { reason });
  }
  const download = await (downloadSourceOf(key) ?? findDownload)(platform, key);
  if (!download) throw new AppError('NOT_FOUND', fileMessages.notFound);
  // A key is written once and never changed, so it identifies the bytes.
  const etag = `"${download.key}"`;
  const caching = cacheControl(link.secondsLeft);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    response.writeHead(304, { etag, 'cache-control': caching }).end();
    return;
  }
  if (request.method === 'HEAD') {
    const object = await platform.storage.head(download.key);
    if (!object) throw missingFromStorage(platform, download);
    response.writeHead(200, headersOf(download, object.size, etag, caching)).end();
    return;
  }
  const object = await platform.storage.get(download.key);
  if (!object) throw missingFromStorage(platform, download);
  response.writeHead(200, headersOf(download, object.size, etag, caching));
  await pipeline(object.body, response).catch((error: NodeJS.ErrnoException) => {
    // The client went away mid-download: nothing to answer.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}

function missingFromStorage(platform: Platform, download: Download): AppError {
  platform.logger.warn({ key: download.key }, 'a recorded file is missing from storage');
  return new AppError('NOT_FOUND', fileMessages.notFound);
}

function headersOf(download: Download, size: number, etag: string, caching: string) {
  return {
    'content-type': download.contentType,
    'content-length': size,
    'content-disposition': contentDisposition(
      download.inline ? 'inline' : 'attachment',
      download.filename,
    ),
    'cache-control': caching,
    etag,
    'x-content-type-options': 'nosniff',
    // A PDF's links must not carry the signed address they were opened from to other sites.
    'referrer-policy': 'no-referrer',
  };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

const statusOf: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TOO_LARGE: 413,
  INTERNAL_SERVER_ERROR: 500,
};

function sendError(response: ServerResponse, error: AppError) {
  const reason = error.details.reason;
  const unsupported = reason === 'UNSUPPORTED_TYPE' || reason === 'CONTENT_MISMATCH';
  const status = statusOf[error.code] ?? (unsupported ? 415 : 400);
  sendJson(
    response,
    status,
    { errors: [{ message: error.message, extensions: { code: error.code, ...error.details } }] },
    { 'cache-control': 'no-store' },
  );
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const request = response.req;
  // Refused before the body was read: the client may still be sending, so close, do not drain.
  const unread = request.method === 'POST' && !request.readableEnded;
  response.writeHead(status, {
    'content-type': 'application/json',
    ...headers,
    ...(unread ? { connection: 'close' } : {}),
  });
  response.end(JSON.stringify(body));
}

function refuseMethod(response: ServerResponse, allow: string) {
  response.setHeader('allow', allow);
  sendJson(response, 405, {
    errors: [{ message: messages.useMethod(allow), extensions: { code: 'BAD_USER_INPUT' } }],
  });
}
