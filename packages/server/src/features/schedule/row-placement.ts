/** A row's place in its type's order: its position, then its id. */
export type Placed = { id: string; position: bigint };

/**
 * Where a new row goes between `before` (the row it must follow, or null for the first place) and
 * `after` (the rows it must precede, in order), and which of those must move down to make room:
 * only the run of rows with no free position between them, each by as little as it takes.
 */
export function placeBetween(
  before: Placed | null,
  after: readonly Placed[],
): { position: bigint; moves: Placed[] } {
  const [next] = after;
  if (!before) return { position: (next?.position ?? 1n) - 1n, moves: [] };
  const position = before.position + 1n;
  const moves: Placed[] = [];
  let taken = position;
  for (const row of after) {
    if (row.position > taken) break;
    taken += 1n;
    moves.push({ id: row.id, position: taken });
  }
  return { position, moves };
}
