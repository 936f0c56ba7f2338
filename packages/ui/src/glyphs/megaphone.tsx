import type { Glyph } from './glyph';

export const megaphone: Glyph = () => (
  <path d="M3 10v4a1 1 0 0 0 1 1h3l9 5V4L7 9H4a1 1 0 0 0-1 1zM19.5 9a4 4 0 0 1 0 6M7 15l1.6 5h2.6L9.7 15" />
);
