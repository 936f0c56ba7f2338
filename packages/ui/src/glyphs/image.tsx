import type { Glyph } from './glyph';

export const image: Glyph = () => (
  <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01" />
);
