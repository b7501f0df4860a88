/** The word positions a list of [start, end) spans covers (the words of concept hits, mentions or fields). */
export function spanPositions({ spans }: { spans: Iterable<{ start: number; end: number }> }): Set<number> {
  const positions = new Set<number>();
  for (const { start, end } of spans) for (let position = start; position < end; position += 1) positions.add(position);
  return positions;
}
