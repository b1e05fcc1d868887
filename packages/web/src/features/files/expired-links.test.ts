import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchExpiredFileLinks } from './expired-links.ts';

const now = Date.parse('2026-03-02T10:00:00Z');
const link = (expiresAt: number) =>
  `/files/${'a'.repeat(40)}.small.png?expires=${expiresAt / 1000}&signature=${'s'.repeat(43)}`;

/** Apollo's refetchQueries as far as the watcher uses it: which queries it would read again. */
function fakeClient(answers: unknown[]) {
  const refetched: unknown[] = [];
  const refetchQueries = vi.fn(async (options: { onQueryUpdated: (query: never) => boolean }) => {
    for (const data of answers) {
      const query = { getCurrentResult: () => ({ data }) } as never;
      if (options.onQueryUpdated(query)) refetched.push(data);
    }
  });
  return { client: { refetchQueries } as never, refetched, refetchQueries };
}

describe('links in query answers that expired', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('read again the queries holding a picture whose link expired, when it fails to load', () => {
    const expired = link(now - 1000);
    const profile = { getUserProfile: { picture: { url: expired } } };
    const other = { getProjects: [] };
    const { client, refetched } = fakeClient([profile, other]);
    stop = watchExpiredFileLinks(client, document, () => now);
    const image = document.createElement('img');
    image.setAttribute('src', expired);
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect(refetched).toEqual([profile]);
  });

  it('read them again once per link, whatever this machine’s clock says', () => {
    const { client, refetchQueries } = fakeClient([]);
    stop = watchExpiredFileLinks(client, document, () => now);
    const image = document.createElement('img');
    image.setAttribute('src', link(now + 10 * 60_000));
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    image.dispatchEvent(new Event('error'));
    expect(refetchQueries).toHaveBeenCalledTimes(1);
    const other = document.createElement('img');
    other.setAttribute('src', '/avatar.png');
    document.body.append(other);
    other.dispatchEvent(new Event('error'));
    expect(refetchQueries).toHaveBeenCalledTimes(1);
  });

  it('hold back a click on an expired download link until the page has a fresh one', async () => {
    const expired = link(now - 1000);
    const { client, refetchQueries } = fakeClient([]);
    stop = watchExpiredFileLinks(client, document, () => now);
    const anchor = document.createElement('a');
    anchor.setAttribute('href', expired);
    document.body.append(anchor);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    anchor.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(refetchQueries).toHaveBeenCalledTimes(1);
  });
});
