import type { Glyph } from './glyph';

export const chat: Glyph = () => (
  <path d="M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 20.5l1.4-4.8A8.5 8.5 0 1 1 21 11.5zM8 10h8M8 13.5h5" />
);
