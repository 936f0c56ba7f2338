/** Rows of at most `max` items, as even as possible, the shorter rows first: 5 items in rows of
 * up to 3 are 2 + 3, never 3 + 2 or 4 + 1, so a grid never ends on a lone card. */
export function rowSizes(count: number, max: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / max);
  const base = Math.floor(count / rows);
  const longer = count % rows;
  return Array.from({ length: rows }, (_, index) => (index >= rows - longer ? base + 1 : base));
}

/** Each item's span in a 12-column grid, row by row (rows of 1 to 4 items divide 12). */
export function columnSpans(count: number, max: number): number[] {
  return rowSizes(count, Math.min(max, 4)).flatMap((size) =>
    Array.from({ length: size }, () => 12 / size),
  );
}
