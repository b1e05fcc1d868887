import type { UploadedFile } from '../../files/index.ts';

/**
 * Links of the files uploaded in this tab, by key, so that a spec sheet just attached opens in
 * the preview (a collection's stored files have no link call of their own yet).
 */
const uploaded = new Map<string, { url: string; type: string }>();

export function rememberUpload(file: UploadedFile) {
  uploaded.set(file.key, { url: file.url, type: file.type });
}

export function uploadedLink(key: string): { url: string; type: string } | undefined {
  return uploaded.get(key);
}
