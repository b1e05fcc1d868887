import { messages } from '@specboard/domain';
import { type FileLink, linkExpiry } from './file-links.ts';

/** A file stored with POST /files, as the server answers it: its links are for the uploader. */
export type UploadedFile = {
  key: string;
  filename: string;
  type: string;
  size: number;
  url: string;
  thumbnails: Record<string, string> | null;
};

/** The links an upload's answer carries, to be held with the others of the page. */
export function linkOfUpload(upload: UploadedFile): FileLink {
  return {
    key: upload.key,
    url: upload.url,
    thumbnails: upload.thumbnails,
    expiresAt: linkExpiry(upload.url) ?? Date.now(),
  };
}

type UploadAuth = {
  getAccessToken: () => string | undefined;
  /** Renews the access token once when the server says it expired. */
  refresh: () => Promise<boolean>;
};

async function post(file: File, token: string | undefined, fetchImpl: typeof fetch) {
  return fetchImpl('/files', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-file-name': encodeURIComponent(file.name),
      'content-type': file.type || 'application/octet-stream',
    },
    body: file,
  });
}

/**
 * Uploads one file's bytes (the files route: name in x-file-name, bearer token). An expired token
 * is renewed once and the upload tried again, as the GraphQL link does. Throws an Error with the
 * server's message (too large, no name…) when refused.
 */
export async function uploadFile(
  file: File,
  auth: UploadAuth,
  fetchImpl: typeof fetch = fetch,
): Promise<UploadedFile> {
  let response = await post(file, auth.getAccessToken(), fetchImpl);
  if (response.status === 401 && (await auth.refresh())) {
    response = await post(file, auth.getAccessToken(), fetchImpl);
  }
  const body = (await response.json().catch(() => null)) as
    | (UploadedFile & { errors?: { message?: string }[] })
    | null;
  if (!response.ok || !body?.key) {
    throw new Error(body?.errors?.[0]?.message ?? messages.somethingWentWrong);
  }
  return body;
}
