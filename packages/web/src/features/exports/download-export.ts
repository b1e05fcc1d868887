/**
 * Whether the file behind a signed link can be downloaded now. The browser's own download of a
 * dead link fails silently (or saves an error page), so the link is asked first: HEAD, and GET
 * where a store refuses HEAD (the body is not read).
 */
export async function canDownload(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const head = await fetcher(url, { method: 'HEAD', credentials: 'same-origin' });
    if (head.ok) return true;
    if (head.status !== 405 && head.status !== 501) return false;
    const controller = new AbortController();
    const get = await fetcher(url, { credentials: 'same-origin', signal: controller.signal });
    controller.abort();
    return get.ok;
  } catch {
    return false;
  }
}

/** Saves the file under its name, as a click on a download link does. */
export function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
