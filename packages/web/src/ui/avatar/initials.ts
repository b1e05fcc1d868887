/** Up to two initials of a name, else the first letter of the fallback (an e-mail), else '?'. */
export function initialsOf(name: string | null | undefined, fallback?: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 0
      ? words.slice(0, 2).map((word) => [...word][0])
      : [[...(fallback ?? '').trim()][0]];
  return letters.join('').toUpperCase() || '?';
}
