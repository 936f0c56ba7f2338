import type { Glyph } from './glyph';

export const plug: Glyph = () => (
  <path d="M9 2.5v5M15 2.5v5M6 7.5h12V11a6 6 0 0 1-12 0zM12 17v4.5" />
);
